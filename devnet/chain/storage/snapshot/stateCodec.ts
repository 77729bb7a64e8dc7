/**
 * Contract tables in binary for the snapshot: each (code, table, scope) is one blob of rows, the
 * row values in their contract's ABI encoding (what the chain bills RAM for; the full world's
 * 126,000 rows decode in a fraction of a second, where structured clone took seconds). A blob is
 * cached until its table's revision moves, so a periodic snapshot re-encodes only what changed.
 */
import { deserialize, serialize } from 'node:v8';
import { deepFreeze } from '../../core/freeze';
import type { ContractRegistry } from '../../exec/registry';
import type { ChainState } from '../../exec/state';
import type { IndexKind, SecondaryKey, StoredRow, TableData } from '../../state/table';
import { ByteReader, ByteWriter } from './bytes';

const U64_LIMIT = 1n << 64n;
/** Secondary key tags. */
const KeyTag = { U64: 1, BigInt: 2, Text: 3, Float: 4 } as const;
/** How a blob holds its row values. */
const Values = { Abi: 0, Structured: 1 } as const;

function writeKey(w: ByteWriter, key: SecondaryKey): void {
  if (typeof key === 'bigint') {
    if (key >= 0n && key < U64_LIMIT) {
      w.u8(KeyTag.U64);
      w.u64(key);
    } else {
      w.u8(KeyTag.BigInt);
      w.str(key.toString());
    }
  } else if (typeof key === 'string') {
    w.u8(KeyTag.Text);
    w.str(key);
  } else {
    w.u8(KeyTag.Float);
    w.f64(key);
  }
}

function readKey(r: ByteReader): SecondaryKey {
  const tag = r.u8();
  if (tag === KeyTag.U64) return r.u64();
  if (tag === KeyTag.BigInt) return BigInt(r.str());
  if (tag === KeyTag.Text) return r.str();
  if (tag === KeyTag.Float) return r.f64();
  throw new RangeError(`unknown secondary key tag ${tag}`);
}

/** How a table's row values are ABI-encoded: its contract's id, the row type and the encoder. */
interface RowCodec {
  readonly id: string;
  readonly type: string;
  readonly encode: (value: unknown) => Uint8Array;
}

/** The ABI codec of a table's rows, when its contract declares the table. */
function rowCodec(state: ChainState, data: TableData): RowCodec | undefined {
  const contract = state.contractOf(data.code);
  const type = contract?.codec.tableTypes.get(data.table);
  if (!contract || !type) return undefined;
  return { id: contract.def.id, type, encode: (value) => contract.codec.encode(type, value) };
}

/**
 * A table's rows as they were when captured: rows are immutable (a write stores a new one), so
 * copying the references is enough, and the image can be encoded later while the table moves on.
 */
export interface TableImage {
  readonly code: string;
  readonly table: string;
  readonly scope: bigint;
  readonly indexKinds: readonly IndexKind[];
  /** Primary keys ascending, and the row under each. */
  readonly keys: readonly bigint[];
  readonly rows: readonly StoredRow[];
  readonly codec: RowCodec | undefined;
}

/** Copies what encoding `data` needs (microseconds for a thousand rows). */
export function captureTable(state: ChainState, data: TableData): TableImage {
  const keys = data.keys.slice();
  const rows = keys.map((pk) => data.rows.get(pk)!);
  return { code: data.code, table: data.table, scope: data.scope, indexKinds: data.indexKinds, keys, rows, codec: rowCodec(state, data) };
}

function encodeRows(w: ByteWriter, image: TableImage, payers: Map<string, number>, encode: ((value: unknown) => Uint8Array) | undefined): void {
  w.varuint(image.keys.length);
  image.rows.forEach((row, i) => {
    w.u64(image.keys[i]!);
    w.varuint(payers.get(row.payer)!);
    w.varuint(row.size);
    for (const key of row.secondary) writeKey(w, key);
    if (encode) w.bytes(encode(row.value));
  });
  if (!encode) w.bytes(serialize(image.rows.map((row) => row.value)));
}

/** One captured table as a blob; rows whose values do not fit the ABI (a table no contract declares) go as structured clone. */
export function encodeImage(image: TableImage): Buffer {
  const payers = new Map<string, number>();
  for (const row of image.rows) if (!payers.has(row.payer)) payers.set(row.payer, payers.size);
  const head = new ByteWriter(256);
  head.str(image.code);
  head.str(image.table);
  head.u64(image.scope);
  head.varuint(image.indexKinds.length);
  for (const kind of image.indexKinds) head.str(kind);
  const { codec } = image;
  if (codec) {
    try {
      const w = new ByteWriter(256 + image.rows.length * 64);
      w.u8(Values.Abi);
      w.str(codec.id);
      w.str(codec.type);
      w.varuint(payers.size);
      for (const payer of payers.keys()) w.str(payer);
      encodeRows(w, image, payers, codec.encode);
      return Buffer.concat([head.view(), w.view()]);
    } catch {
      // A row the ABI cannot encode: fall through to structured clone, which takes any value.
    }
  }
  const w = new ByteWriter(256 + image.rows.length * 64);
  w.u8(Values.Structured);
  w.varuint(payers.size);
  for (const payer of payers.keys()) w.str(payer);
  encodeRows(w, image, payers, undefined);
  return Buffer.concat([head.view(), w.view()]);
}

/** One table as a blob, as it is now. */
export function encodeTable(state: ChainState, data: TableData): Buffer {
  return encodeImage(captureTable(state, data));
}

/** A decoded table, ready for Database.restoreTable. */
export interface RestoredTable {
  readonly code: string;
  readonly table: string;
  readonly scope: bigint;
  readonly kinds: readonly IndexKind[];
  readonly rows: (readonly [bigint, StoredRow])[];
}

/** Decodes a blob; row values come back frozen, as the cursor stores them. */
export function decodeTable(blob: Buffer, registry: ContractRegistry): RestoredTable {
  const r = new ByteReader(blob);
  const code = r.str();
  const table = r.str();
  const scope = r.u64();
  const kinds = Array.from({ length: r.varuint() }, () => r.str() as IndexKind);
  const mode = r.u8();
  let decode: ((bytes: Uint8Array) => unknown) | undefined;
  if (mode === Values.Abi) {
    const id = r.str();
    const type = r.str();
    const codec = registry.get(id)?.codec;
    if (!codec) throw new Error(`snapshot table ${code}:${table} needs contract ${id}, which is not registered`);
    decode = (bytes) => codec.decode(type, bytes);
  } else if (mode !== Values.Structured) throw new RangeError(`unknown row encoding ${mode}`);
  const payers = Array.from({ length: r.varuint() }, () => r.str());
  const rows: [bigint, StoredRow][] = new Array(r.varuint());
  const pending: { pk: bigint; payer: string; size: number; secondary: SecondaryKey[] }[] = [];
  let previous = -1n;
  for (let i = 0; i < rows.length; i++) {
    const pk = r.u64();
    if (pk <= previous) throw new RangeError(`snapshot table ${code}:${table} rows do not ascend`);
    previous = pk;
    const payer = payers[r.varuint()];
    if (payer === undefined) throw new RangeError(`snapshot table ${code}:${table} names an unknown payer`);
    const size = r.varuint();
    const secondary = kinds.map(() => readKey(r));
    if (decode) rows[i] = [pk, { value: deepFreeze(decode(r.bytes()) as StoredRow['value']), payer, size, secondary }];
    else pending.push({ pk, payer, size, secondary });
  }
  if (!decode) {
    const values = deserialize(r.bytes()) as StoredRow['value'][];
    pending.forEach((row, i) => (rows[i] = [row.pk, { value: deepFreeze(values[i]!), payer: row.payer, size: row.size, secondary: row.secondary }]));
  }
  if (!r.done) throw new RangeError(`snapshot table ${code}:${table} holds more than its rows`);
  return { code, table, scope, kinds, rows };
}
