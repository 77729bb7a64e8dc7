/** Packed transactions as clients send them: validation of the body, zlib, decoding, id and signing digest. */
import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { PackedTransaction, Signature, type Transaction } from '@wharfkit/antelope';
import type { ChainError } from '../core/errors';
import { nodeosError } from '../core/errors';
import { BinaryReader, BinaryWriter, fromHex, toHex } from '../abi/binary';
import { packAction, type RawAction } from '../exec/trace';
import type { PackedTrxJson, TrxHeader } from './history';

/** Largest transaction accepted, packed or unpacked (nodeos's max_transaction_net_usage). */
export const MAX_TRX_BYTES = 512 * 1024;

/** A decoded transaction, ready for checks. */
export interface DecodedTransaction {
  readonly id: string;
  readonly bytes: Uint8Array;
  readonly header: TrxHeader;
  readonly actions: RawAction[];
  readonly contextFreeActions: number;
  readonly extensions: number;
}

const invalid = (message: string): ChainError => nodeosError('packedTrx', message, 'transaction.cpp', 1, 'packed_transaction');

function hexField(body: Record<string, unknown>, field: string, required: boolean): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (required) throw invalid(`Missing field '${field}' in packed transaction`);
    return '';
  }
  if (typeof value !== 'string' || value.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(value)) throw invalid(`${field} is not a hex string`);
  return value.toLowerCase();
}

/** Normalizes a send_transaction/push_transaction body; nodeos-shaped errors for anything malformed. */
export function parsePackedBody(body: unknown): PackedTrxJson {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('packed transaction must be an object');
  const b = body as Record<string, unknown>;
  const packedTrx = hexField(b, 'packed_trx', true);
  if (packedTrx.length / 2 > MAX_TRX_BYTES)
    throw nodeosError(
      'tooBig',
      `packed transaction is too big: ${packedTrx.length / 2} bytes, limit ${MAX_TRX_BYTES}`,
      'transaction.cpp',
      1,
      'packed_transaction',
    );
  const signatures = b.signatures ?? [];
  if (!Array.isArray(signatures) || signatures.some((s) => typeof s !== 'string')) throw invalid('signatures must be an array of strings');
  const c = b.compression ?? 0;
  let compression: number;
  if (c === 0 || c === 'none' || c === '0' || c === false) compression = 0;
  else if (c === 1 || c === 'zlib' || c === '1' || c === true) compression = 1;
  else throw nodeosError('compression', `Unknown transaction compression ${String(c)}`, 'transaction.cpp', 1, 'packed_transaction');
  return { signatures: signatures as string[], compression, packed_context_free_data: hexField(b, 'packed_context_free_data', false), packed_trx: packedTrx };
}

function inflate(data: Uint8Array): Uint8Array {
  try {
    return new Uint8Array(inflateSync(data, { maxOutputLength: MAX_TRX_BYTES }));
  } catch (e) {
    const tooBig = (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || /larger than|maxOutputLength/i.test((e as Error).message);
    throw nodeosError(
      'decompression',
      tooBig ? 'Exceeded maximum decompressed transaction size' : `Error decompressing transaction: ${(e as Error).message}`,
      'transaction.cpp',
      1,
      'zlib_decompress',
    );
  }
}

function toRaw(trx: Transaction): RawAction[] {
  return trx.actions.map((a) => ({
    account: a.account.toString(),
    name: a.name.toString(),
    authorization: a.authorization.map((l) => ({ actor: l.actor.toString(), permission: l.permission.toString() })),
    data: a.data.array,
  }));
}

/** Inflates and decodes packed_trx; the id is sha256 of the unpacked bytes, as nodeos computes it. */
export function decodePacked(packed: PackedTrxJson): DecodedTransaction {
  const raw = fromHex(packed.packed_trx);
  const bytes = packed.compression === 1 ? inflate(raw) : raw;
  let trx: Transaction;
  try {
    trx = PackedTransaction.from({ signatures: [], compression: 0, packed_context_free_data: '', packed_trx: toHex(bytes) }).getTransaction();
  } catch (e) {
    throw invalid(`Unable to unpack transaction: ${(e as Error).message}`);
  }
  return {
    id: createHash('sha256').update(bytes).digest('hex'),
    bytes,
    header: {
      expiration: trx.expiration.toMilliseconds() / 1000,
      ref_block_num: trx.ref_block_num.toNumber(),
      ref_block_prefix: trx.ref_block_prefix.toNumber(),
      max_net_usage_words: trx.max_net_usage_words.toNumber(),
      max_cpu_usage_ms: trx.max_cpu_usage_ms.toNumber(),
      delay_sec: trx.delay_sec.toNumber(),
    },
    actions: toRaw(trx),
    contextFreeActions: trx.context_free_actions.length,
    extensions: trx.transaction_extensions.length,
  };
}

/** How many context-free data entries a transaction carries (the packed vector<bytes>, zlib'd like packed_trx). */
export function contextFreeDataCount(packed: PackedTrxJson): number {
  if (packed.packed_context_free_data === '') return 0;
  const raw = fromHex(packed.packed_context_free_data);
  const data = packed.compression === 1 ? inflate(raw) : raw;
  return data.length === 0 ? 0 : new BinaryReader(data).varuint32();
}

/** sha256(chain id ‖ transaction ‖ 32 zero bytes): the digest signatures commit to (no context-free data). */
export function signingDigest(chainId: string, bytes: Uint8Array): string {
  return createHash('sha256').update(Buffer.from(chainId, 'hex')).update(bytes).update(Buffer.alloc(32)).digest('hex');
}

/** Recovers each signature's public key (canonical PUB_K1_ form); unparsable or unrecoverable signatures fail. */
export function recoverKeys(signatures: readonly string[], digest: string): string[] {
  return signatures.map((sig) => {
    try {
      return Signature.from(sig).recoverDigest(digest).toString();
    } catch (e) {
      throw nodeosError('packedTrx', `Invalid signature ${sig.slice(0, 24)}…: ${(e as Error).message}`, 'transaction.cpp', 1, 'get_signature_keys');
    }
  });
}

/** Serializes a transaction the devnet itself issues (no signatures), returning its bytes. */
export function encodeTransaction(header: TrxHeader, actions: readonly RawAction[]): Uint8Array {
  // At most 28 bytes of header and extensions, then per action two names, two lengths, the levels and the data.
  let size = 28;
  for (const a of actions) size += 26 + 16 * a.authorization.length + a.data.length;
  const w = new BinaryWriter(size);
  w.u32(header.expiration);
  w.u16(header.ref_block_num);
  w.u32(header.ref_block_prefix);
  w.varuint32(header.max_net_usage_words);
  w.u8(header.max_cpu_usage_ms);
  w.varuint32(header.delay_sec);
  w.varuint32(0);
  w.varuint32(actions.length);
  for (const a of actions) packAction(w, a);
  w.varuint32(0);
  return w.finish();
}

/**
 * The packed form of a transaction the devnet issues itself. Its hex is made when read (the journal,
 * RPC answers) rather than kept: history holds every bot transaction, and the actions are kept anyway.
 */
export function fiatPacked(header: TrxHeader, actions: readonly RawAction[]): PackedTrxJson {
  const packed: PackedTrxJson = {
    signatures: [],
    compression: 0,
    packed_context_free_data: '',
    get packed_trx() {
      return toHex(encodeTransaction(header, actions));
    },
  };
  FIAT_PARTS.set(packed, { header, actions });
  return packed;
}

/** What each fiat packed transaction is made from, so binary readers skip the hex. */
const FIAT_PARTS = new WeakMap<PackedTrxJson, { header: TrxHeader; actions: readonly RawAction[] }>();

/** The bytes of `packed_trx` when the devnet issued the transaction itself (the hex decoded, without the hex); else undefined. */
export function fiatPackedBytes(packed: PackedTrxJson): Uint8Array | undefined {
  const parts = FIAT_PARTS.get(packed);
  return parts && encodeTransaction(parts.header, parts.actions);
}
