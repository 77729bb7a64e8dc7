/** Native account state: permissions, links, resource limits and the counters nodeos keeps per account. */
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

/** All accounts, each change undoable. */
export class Accounts {
  private readonly records = new Map<string, AccountRecord>();

  constructor(private readonly undo: UndoLog) {}

  get(name: string): AccountRecord | undefined {
    return this.records.get(name);
  }

  has(name: string): boolean {
    return this.records.has(name);
  }

  get size(): number {
    return this.records.size;
  }

  /** Every account, in insertion order. */
  all(): IterableIterator<AccountRecord> {
    return this.records.values();
  }

  /** Replaces every account with records read from a snapshot (outside any transaction). */
  restore(records: Iterable<AccountRecord>): void {
    this.records.clear();
    for (const record of records) this.records.set(record.name, record);
  }

  /** Creates an account (the caller checks that the name is free). */
  create(record: AccountRecord): void {
    this.records.set(record.name, record);
    this.undo.record(() => this.records.delete(record.name));
  }

  /** Replaces fields of an account. */
  update(name: string, patch: Partial<Omit<AccountRecord, 'name'>>): AccountRecord {
    const prev = this.records.get(name);
    if (!prev) throw new Error(`unknown account ${name}`);
    const next = { ...prev, ...patch };
    this.records.set(name, next);
    this.undo.record(() => this.records.set(name, prev));
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
