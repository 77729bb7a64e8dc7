/**
 * Executed transactions in binary for the snapshot's history file: chunks of records, each with its
 * own table of the names it repeats (receivers, actors, permissions), so a restart rebuilds the
 * history and its traces without executing anything. Receipts' action digests are hashed again
 * only when read, as the executor's are.
 */
import { actionDigest, type ActionReceipt, type ActionTrace, type RawAction } from '../../exec/trace';
import type { PermissionLevel } from '../../state/accounts';
import type { TransactionRecord } from '../../node/history';
import { fiatPackedBytes } from '../../node/packed';
import { ByteReader, ByteWriter } from './bytes';

/**
 * A restored receipt: its digest is the trace action's, hashed on first read; a single auth
 * sequence (nearly every trace has one) becomes an array on first read too. A restart restores
 * millions of receipts, and every object fewer is garbage-collector work saved.
 */
class RestoredReceipt implements ActionReceipt {
  private digest: string | undefined;
  private auth: readonly [string, number][] | undefined;
  private readonly authActor: string;

  constructor(
    readonly receiver: string,
    private readonly act: RawAction,
    readonly globalSequence: number,
    readonly recvSequence: number,
    auth: readonly [string, number][] | string,
    private readonly authSeq: number,
    readonly codeSequence: number,
    readonly abiSequence: number,
  ) {
    this.authActor = typeof auth === 'string' ? auth : '';
    if (typeof auth !== 'string') this.auth = auth;
  }

  get authSequence(): readonly [string, number][] {
    return (this.auth ??= [[this.authActor, this.authSeq]]);
  }

  get actDigest(): string {
    return (this.digest ??= actionDigest(this.act));
  }
}

/** The RAM deltas of every trace that billed none (shared and frozen, as the executor's). */
const NO_RAM_DELTAS: { account: string; delta: number }[] = Object.freeze([]) as never;

class ChunkWriter {
  readonly out = new ByteWriter(1 << 20);
  private readonly strings = new Map<string, number>();
  /** Bytes of action data in the chunk: the reader copies them into one buffer of this size. */
  private dataBytes = 0;

  name(value: string): void {
    let index = this.strings.get(value);
    if (index === undefined) this.strings.set(value, (index = this.strings.size));
    this.out.varuint(index);
  }

  levels(levels: readonly PermissionLevel[]): void {
    this.out.varuint(levels.length);
    for (const level of levels) {
      this.name(level.actor);
      this.name(level.permission);
    }
  }

  act(act: RawAction): void {
    this.name(act.account);
    this.name(act.name);
    this.levels(act.authorization);
    this.out.bytes(act.data);
    this.dataBytes += act.data.length;
  }

  /** `acts` numbers the actions seen in this record: its own first, then inline actions as they appear. */
  trace(trace: ActionTrace, acts: Map<RawAction, number>, next: { index: number }): void {
    const w = this.out;
    w.varuint(trace.actionOrdinal);
    w.varuint(trace.creatorActionOrdinal);
    w.varuint(trace.closestUnnotifiedAncestorActionOrdinal);
    this.name(trace.receiver);
    const known = acts.get(trace.act);
    if (known !== undefined) w.varuint(known);
    else {
      w.varuint(next.index);
      acts.set(trace.act, next.index++);
      this.act(trace.act);
    }
    const receipt = trace.receipt;
    w.u8(receipt ? 1 : 0);
    if (receipt) {
      this.name(receipt.receiver);
      w.varuint(receipt.globalSequence);
      w.varuint(receipt.recvSequence);
      w.varuint(receipt.authSequence.length);
      for (const [actor, sequence] of receipt.authSequence) {
        this.name(actor);
        w.varuint(sequence);
      }
      w.varuint(receipt.codeSequence);
      w.varuint(receipt.abiSequence);
    }
    w.varuint(trace.elapsed);
    this.name(trace.console);
    w.varuint(trace.ramDeltas.length);
    for (const { account, delta } of trace.ramDeltas) {
      this.name(account);
      w.varint(delta);
    }
  }

  record(record: TransactionRecord): void {
    const w = this.out;
    w.str(record.id);
    w.varuint(record.blockNum);
    w.varuint(record.blockTime);
    w.u8(record.fiat ? 1 : 0);
    w.varuint(record.cpuUsageUs);
    w.varuint(record.netUsageWords);
    w.varuint(record.elapsedUs);
    const { packed, header } = record;
    w.varuint(packed.signatures.length);
    for (const signature of packed.signatures) w.str(signature);
    w.varuint(packed.compression);
    w.str(packed.packed_context_free_data);
    // Binary when hex gives it back exactly (half the bytes); as sent otherwise (upper-case hex, say).
    // The devnet's own transactions are binary by making: their bytes, without a round trip through hex.
    const fiatBytes = fiatPackedBytes(packed);
    const hex = fiatBytes ? '' : packed.packed_trx;
    const bytes = fiatBytes ?? Buffer.from(hex, 'hex');
    const binary = fiatBytes !== undefined || (bytes.length * 2 === hex.length && Buffer.from(bytes).toString('hex') === hex);
    w.u8(binary ? 1 : 0);
    if (binary) w.bytes(bytes);
    else w.str(hex);
    for (const field of [
      header.expiration,
      header.ref_block_num,
      header.ref_block_prefix,
      header.max_net_usage_words,
      header.max_cpu_usage_ms,
      header.delay_sec,
    ])
      w.varuint(field);
    const acts = new Map<RawAction, number>();
    w.varuint(record.actions.length);
    record.actions.forEach((act, i) => {
      if (!acts.has(act)) acts.set(act, i);
      this.act(act);
    });
    const next = { index: record.actions.length };
    w.varuint(record.traces.length);
    for (const trace of record.traces) this.trace(trace, acts, next);
  }

  /** [u32 length][u32 records][u32 body length][u32 data bytes][body][names]. */
  finish(records: number): Buffer {
    const bodyLength = this.out.length - CHUNK_HEAD;
    for (const value of this.strings.keys()) this.out.str(value);
    const chunk = this.out.view();
    chunk.writeUInt32LE(chunk.length - 4, 0);
    chunk.writeUInt32LE(records, 4);
    chunk.writeUInt32LE(bodyLength, 8);
    chunk.writeUInt32LE(this.dataBytes, 12);
    return Buffer.from(chunk);
  }
}

const CHUNK_HEAD = 16;

/** Encodes records as one chunk of the history file. */
export function encodeHistoryChunk(records: readonly TransactionRecord[]): Buffer {
  const chunk = new ChunkWriter();
  for (let i = 0; i < CHUNK_HEAD; i += 4) chunk.out.u32(0);
  for (const record of records) chunk.record(record);
  return chunk.finish(records.length);
}

class ChunkReader {
  /** Where the next action's data goes in `data`. */
  private dataAt = 0;

  /** Action data is copied into `data`, one buffer per chunk, so the records do not keep the whole file alive. */
  constructor(
    private readonly r: ByteReader,
    private readonly names: readonly string[],
    private readonly data: Uint8Array,
  ) {}

  private actionData(): Uint8Array {
    const source = this.r.bytes();
    if (this.dataAt + source.length > this.data.length) throw new RangeError('history chunk holds more action data than it says');
    const view = this.data.subarray(this.dataAt, this.dataAt + source.length);
    view.set(source);
    this.dataAt += source.length;
    return view;
  }

  name(): string {
    return this.nameAt(this.r.varuint());
  }

  private nameAt(index: number): string {
    const value = this.names[index];
    if (value === undefined) throw new RangeError('history chunk names a string it does not hold');
    return value;
  }

  /** One object per (actor, permission) in a chunk: a million traces share a handful of levels. */
  private readonly levelCache = new Map<number, PermissionLevel>();

  levels(): PermissionLevel[] {
    const levels: PermissionLevel[] = new Array(this.r.varuint());
    for (let i = 0; i < levels.length; i++) {
      const actor = this.r.varuint();
      const permission = this.r.varuint();
      const key = actor * this.names.length + permission;
      let level = this.levelCache.get(key);
      if (!level) this.levelCache.set(key, (level = { actor: this.nameAt(actor), permission: this.nameAt(permission) }));
      levels[i] = level;
    }
    return levels;
  }

  act(): RawAction {
    return { account: this.name(), name: this.name(), authorization: this.levels(), data: this.actionData() };
  }

  trace(acts: RawAction[]): ActionTrace {
    const r = this.r;
    const actionOrdinal = r.varuint();
    const creatorActionOrdinal = r.varuint();
    const closestUnnotifiedAncestorActionOrdinal = r.varuint();
    const receiver = this.name();
    const actIndex = r.varuint();
    if (actIndex > acts.length) throw new RangeError('history trace refers to an action it has not seen');
    const act = actIndex === acts.length ? (acts[actIndex] = this.act()) : acts[actIndex]!;
    let receipt: ActionReceipt | null = null;
    if (r.u8() === 1) {
      const receiptReceiver = this.name();
      const globalSequence = r.varuint();
      const recvSequence = r.varuint();
      const authCount = r.varuint();
      if (authCount === 1) {
        const actor = this.name();
        receipt = new RestoredReceipt(receiptReceiver, act, globalSequence, recvSequence, actor, r.varuint(), r.varuint(), r.varuint());
      } else {
        const authSequence: [string, number][] = new Array(authCount);
        for (let i = 0; i < authCount; i++) authSequence[i] = [this.name(), r.varuint()];
        receipt = new RestoredReceipt(receiptReceiver, act, globalSequence, recvSequence, authSequence, 0, r.varuint(), r.varuint());
      }
    }
    const elapsed = r.varuint();
    const console = this.name();
    const deltaCount = r.varuint();
    const ramDeltas: { account: string; delta: number }[] = deltaCount === 0 ? NO_RAM_DELTAS : new Array(deltaCount);
    for (let i = 0; i < deltaCount; i++) ramDeltas[i] = { account: this.name(), delta: r.varint() };
    return { actionOrdinal, creatorActionOrdinal, closestUnnotifiedAncestorActionOrdinal, receiver, act, receipt, elapsed, console, ramDeltas };
  }

  record(): TransactionRecord {
    const r = this.r;
    const id = r.str();
    const blockNum = r.varuint();
    const blockTime = r.varuint();
    const fiat = r.u8() === 1;
    const cpuUsageUs = r.varuint();
    const netUsageWords = r.varuint();
    const elapsedUs = r.varuint();
    const signatures: string[] = new Array(r.varuint());
    for (let i = 0; i < signatures.length; i++) signatures[i] = r.str();
    const compression = r.varuint();
    const packedContextFreeData = r.str();
    const packedTrx = r.u8() === 1 ? r.hex() : r.str();
    const packed = { signatures, compression, packed_context_free_data: packedContextFreeData, packed_trx: packedTrx };
    const header = {
      expiration: r.varuint(),
      ref_block_num: r.varuint(),
      ref_block_prefix: r.varuint(),
      max_net_usage_words: r.varuint(),
      max_cpu_usage_ms: r.varuint(),
      delay_sec: r.varuint(),
    };
    const actions: RawAction[] = new Array(r.varuint());
    for (let i = 0; i < actions.length; i++) actions[i] = this.act();
    const acts = [...actions];
    const traces: ActionTrace[] = new Array(r.varuint());
    for (let i = 0; i < traces.length; i++) traces[i] = this.trace(acts);
    return { id, blockNum, blockTime, packed, header, actions, traces, cpuUsageUs, netUsageWords, elapsedUs, fiat };
  }
}

/** Decodes every chunk in buffer[0, end), calling `each` per record in order; returns how many. */
export function decodeHistory(buffer: Buffer, end: number, each: (record: TransactionRecord) => void): number {
  let offset = 0;
  let count = 0;
  while (offset < end) {
    const head = new ByteReader(buffer, offset, end);
    const chunkEnd = offset + 4 + head.u32();
    const records = head.u32();
    const bodyLength = head.u32();
    const dataBytes = head.u32();
    const bodyStart = head.offset;
    const bodyEnd = bodyStart + bodyLength;
    if (chunkEnd > end || bodyEnd > chunkEnd) throw new RangeError('history chunk runs past the end of the file');
    const tail = new ByteReader(buffer, bodyEnd, chunkEnd);
    const names: string[] = [];
    while (!tail.done) names.push(tail.str());
    const body = new ByteReader(buffer, bodyStart, bodyEnd);
    const reader = new ChunkReader(body, names, new Uint8Array(dataBytes));
    for (let i = 0; i < records; i++) each(reader.record());
    if (body.offset !== bodyEnd) throw new RangeError('history chunk holds more than its records');
    count += records;
    offset = chunkEnd;
  }
  return count;
}
