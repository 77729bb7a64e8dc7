/**
 * Accounts created in bulk at genesis (the world's 100,000 token holders): kept as columns — one
 * string of names, a key index and a creation time each — and read as ordinary account records.
 * One object per account would cost the snapshot writer half a second of v8 serialisation at every
 * snapshot; the columns serialise in a millisecond. A batch never changes: an account of it that
 * changes (stakes, updates a permission, pays for RAM) is stored as an ordinary record over it.
 */
import { newAccountRecord, keyAuthority, type AccountRecord, type Authority } from './accounts';

/** A batch's columns, as snapshots store them. */
export interface AccountBatchData {
  /** Account names separated by single spaces, in ascending name order (for valid names, string order). */
  readonly names: string;
  /** Public keys (canonical PUB_K1_) the owner and active permissions use. */
  readonly keys: readonly string[];
  /** Per account, its key's index in `keys`. */
  readonly keyIndex: Uint8Array;
  /** Per account, its creation time (epoch ms). */
  readonly createdMs: Float64Array;
  /** Every account's RAM quota (bought bytes plus the gift) and usage (account object and its resource row). */
  readonly ramQuota: bigint;
  readonly ramUsage: number;
}

/** The records of one batch, by name. */
export class AccountBatch {
  readonly names: readonly string[];
  private readonly authorities: readonly Authority[];

  constructor(readonly data: AccountBatchData) {
    this.names = data.names === '' ? [] : data.names.split(' ');
    if (data.keyIndex.length !== this.names.length || data.createdMs.length !== this.names.length)
      throw new Error('account batch: names, keys and creation times differ in length');
    // Found by binary search: a 100,000-entry map would cost megabytes for what 17 comparisons do.
    for (let i = 1; i < this.names.length; i++) if (this.names[i - 1]! >= this.names[i]!) throw new Error('account batch: names must ascend');
    this.authorities = data.keys.map((key) => keyAuthority(key));
  }

  private position(name: string): number | undefined {
    let low = 0;
    let high = this.names.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const at = this.names[mid]!;
      if (at === name) return mid;
      if (at < name) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  }

  get size(): number {
    return this.names.length;
  }

  has(name: string): boolean {
    return this.position(name) !== undefined;
  }

  /** Names of the batch whose key is one of `keys` (canonical PUB_K1_ form). */
  *namesWithKey(keys: ReadonlySet<string>): Generator<string> {
    const wanted = new Set<number>();
    this.data.keys.forEach((key, i) => keys.has(key) && wanted.add(i));
    if (wanted.size === 0) return;
    for (let i = 0; i < this.names.length; i++) if (wanted.has(this.data.keyIndex[i]!)) yield this.names[i]!;
  }

  /** The account's record as newaccount would have made it, or undefined when not in the batch. */
  record(name: string): AccountRecord | undefined {
    const i = this.position(name);
    if (i === undefined) return undefined;
    const auth = this.authorities[this.data.keyIndex[i]!]!;
    const created = this.data.createdMs[i]!;
    // Weights stay 0 (no stake): totals over stake may skip batch accounts that were never stored.
    return { ...newAccountRecord(name, created, auth, auth), ramQuota: this.data.ramQuota, ramUsage: this.data.ramUsage, netWeight: 0n, cpuWeight: 0n };
  }
}
