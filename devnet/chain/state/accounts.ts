/** Native account state: permissions, links, resource limits and the counters nodeos keeps per account. */
import type { AccountBatch } from './accountBatch';
import type { UndoLog } from './undo';

/** A permission level: actor@permission. */
export interface PermissionLevel {
  readonly actor: string;
  readonly permission: string;
}

/** A key and its weight in an authority (key in canonical PUB_K1_ form). */
export interface KeyWeight {
  readonly key: string;
  readonly weight: number;
}

/** An account permission and its weight in an authority. */
export interface PermissionLevelWeight {
  readonly permission: PermissionLevel;
  readonly weight: number;
}

/** A threshold over weighted keys, account permissions and delays. */
export interface Authority {
  readonly threshold: number;
  readonly keys: readonly KeyWeight[];
  readonly accounts: readonly PermissionLevelWeight[];
  readonly waits: readonly { readonly wait_sec: number; readonly weight: number }[];
}

/** A named permission with its parent (owner's parent is ''). */
export interface Permission {
  readonly name: string;
  readonly parent: string;
  readonly auth: Authority;
  readonly lastUpdated: number;
}

/** Averaged CPU or NET usage (nodeos keeps a 24 h moving window). */
export interface Usage {
  readonly value: number;
  readonly lastUpdate: number;
}

/** Everything the chain itself (not a contract) knows about an account. */
export interface AccountRecord {
  readonly name: string;
  readonly created: number;
  readonly privileged: boolean;
  readonly permissions: ReadonlyMap<string, Permission>;
  /** `code::action` or `code::` → the permission linked to it (linkauth). */
  readonly links: ReadonlyMap<string, string>;
  /** Id of the TypeScript contract deployed here, if any. */
  readonly contract: string | null;
  readonly codeSequence: number;
  readonly abiSequence: number;
  readonly lastCodeUpdate: number;
  readonly ramUsage: number;
  /** Resource limits as the system contract sets them: −1 means unlimited. */
  readonly ramQuota: bigint;
  readonly netWeight: bigint;
  readonly cpuWeight: bigint;
  readonly recvSequence: number;
  readonly authSequence: number;
  readonly cpuUsage: Usage;
  readonly netUsage: Usage;
}

/**
 * All accounts, each change undoable: stored records, over batches of genesis accounts
 * (accountBatch.ts) that are read as records until one changes and is stored.
 */
export class Accounts {
  private readonly records = new Map<string, AccountRecord>();
  private batches: readonly AccountBatch[] = [];

  constructor(private readonly undo: UndoLog) {}

  get(name: string): AccountRecord | undefined {
    const stored = this.records.get(name);
    if (stored !== undefined || this.batches.length === 0) return stored;
    for (const batch of this.batches) {
      const record = batch.record(name);
      if (record) return record;
    }
    return undefined;
  }

  has(name: string): boolean {
    return this.records.has(name) || this.batches.some((batch) => batch.has(name));
  }

  get size(): number {
    let fromBatches = 0;
    for (const batch of this.batches) fromBatches += batch.size;
    for (const name of this.records.keys()) if (this.batches.some((batch) => batch.has(name))) fromBatches--;
    return this.records.size + fromBatches;
  }

  /** Every account: the stored ones in insertion order, then the batches' untouched ones. */
  *all(): Generator<AccountRecord> {
    yield* this.records.values();
    for (const batch of this.batches) for (const name of batch.names) if (!this.records.has(name)) yield batch.record(name)!;
  }

  /**
   * The stored records: every account but the batch accounts that never changed, which have no
   * stake and no contract (totals over stake and the snapshot's records need only these).
   */
  stored(): IterableIterator<AccountRecord> {
    return this.records.values();
  }

  /**
   * The accounts a search by key can find: every stored account (callers check their permissions)
   * and the batch accounts controlled by one of `keys` — not all 100,000 of them, since a batch
   * account's only authority is its key.
   */
  *keyCandidates(keys: ReadonlySet<string>): Generator<AccountRecord> {
    yield* this.records.values();
    for (const batch of this.batches) for (const name of batch.namesWithKey(keys)) if (!this.records.has(name)) yield batch.record(name)!;
  }

  /** The genesis batches (a snapshot stores their columns). */
  batchList(): readonly AccountBatch[] {
    return this.batches;
  }

  /** Adds a genesis batch (outside any transaction); its names must all be new. */
  addBatch(batch: AccountBatch): void {
    for (const name of batch.names) if (this.has(name)) throw new Error(`account batch: ${name} already exists`);
    this.batches = [...this.batches, batch];
  }

  /** Replaces every account with what a snapshot holds (outside any transaction). */
  restore(records: Iterable<AccountRecord>, batches: readonly AccountBatch[] = []): void {
    this.records.clear();
    this.batches = batches;
    for (const record of records) this.records.set(record.name, record);
  }

  /** Creates an account (the caller checks that the name is free). */
  create(record: AccountRecord): void {
    this.records.set(record.name, record);
    this.undo.record(() => this.records.delete(record.name));
  }

  /** Replaces fields of an account (a batch account is stored from then on). */
  update(name: string, patch: Partial<Omit<AccountRecord, 'name'>>): AccountRecord {
    const stored = this.records.get(name);
    const prev = stored ?? this.get(name);
    if (!prev) throw new Error(`unknown account ${name}`);
    const next = { ...prev, ...patch };
    this.records.set(name, next);
    this.undo.record(() => (stored ? this.records.set(name, stored) : this.records.delete(name)));
    return next;
  }
}

/** A fresh account record with owner and active permissions. */
export function newAccountRecord(name: string, created: number, owner: Authority, active: Authority, privileged = false): AccountRecord {
  return {
    name,
    created,
    privileged,
    permissions: new Map([
      ['owner', { name: 'owner', parent: '', auth: owner, lastUpdated: created }],
      ['active', { name: 'active', parent: 'owner', auth: active, lastUpdated: created }],
    ]),
    links: new Map(),
    contract: null,
    codeSequence: 0,
    abiSequence: 0,
    lastCodeUpdate: 0,
    ramUsage: 0,
    ramQuota: -1n,
    netWeight: -1n,
    cpuWeight: -1n,
    recvSequence: 0,
    authSequence: 0,
    cpuUsage: { value: 0, lastUpdate: created },
    netUsage: { value: 0, lastUpdate: created },
  };
}

/** An authority of one key with weight 1. */
export function keyAuthority(key: string): Authority {
  return { threshold: 1, keys: [{ key, weight: 1 }], accounts: [], waits: [] };
}
