/** Blocks: one every interval since genesis, numbered by time; ids are hashes with the number in front. */
import { createHash } from 'node:crypto';

/** How far the last irreversible block trails the head. */
export const LIB_LAG = 3;

/** Block numbering by time plus the transactions each block carries. */
export class Blocks {
  private readonly txs = new Map<number, string[]>();
  private readonly ids = new Map<number, string>();
  /** Block numbers never go back (a clock step backwards or a replayed journal keeps them monotonic). */
  private floor = 1;

  constructor(
    readonly chainId: string,
    readonly genesisMs: number,
    readonly intervalMs: number,
    private readonly now: () => number,
  ) {}

  /** The head block number now. */
  head(): number {
    const byTime = Math.floor((this.now() - this.genesisMs) / this.intervalMs) + 1;
    if (byTime > this.floor) this.floor = byTime;
    return this.floor;
  }

  /** The last irreversible block number. */
  lib(): number {
    return Math.max(1, this.head() - LIB_LAG);
  }

  /** The block a transaction accepted now goes into (the one being produced). */
  pending(): number {
    return this.head() + 1;
  }

  /** A block's timestamp, epoch milliseconds. */
  timeOf(blockNum: number): number {
    return this.genesisMs + (blockNum - 1) * this.intervalMs;
  }

  /** Records a transaction in a block (replay may record into past blocks). */
  add(blockNum: number, trxId: string): void {
    const list = this.txs.get(blockNum) ?? [];
    list.push(trxId);
    this.txs.set(blockNum, list);
    this.ids.delete(blockNum);
    if (blockNum - 1 > this.floor) this.floor = blockNum - 1;
  }

  /** Ids of the transactions in a block, in order. */
  transactionsIn(blockNum: number): readonly string[] {
    return this.txs.get(blockNum) ?? [];
  }

  /** sha256 over the chain id, number and transaction ids, with the number big-endian in the first 4 bytes. */
  idOf(blockNum: number): string {
    const hit = this.ids.get(blockNum);
    if (hit) return hit;
    const num = Buffer.alloc(4);
    num.writeUInt32BE(blockNum >>> 0);
    const hash = createHash('sha256').update(this.chainId).update(num);
    for (const id of this.transactionsIn(blockNum)) hash.update(id);
    const digest = hash.digest();
    num.copy(digest, 0);
    const id = digest.toString('hex');
    if (blockNum <= this.head()) {
      if (this.ids.size > 4096) this.ids.clear();
      this.ids.set(blockNum, id);
    }
    return id;
  }

  /** The TAPOS prefix of a block: bytes 8–12 of its id as a little-endian uint32. */
  prefixOf(blockNum: number): number {
    return Buffer.from(this.idOf(blockNum), 'hex').readUInt32LE(8);
  }

  /** The most recent block at or below the head whose number ends in `refBlockNum` (16 bits), or 0. */
  referencedBlock(refBlockNum: number): number {
    const head = this.head();
    const n = head - ((head - refBlockNum) & 0xffff);
    return n >= 1 ? n : 0;
  }
}
