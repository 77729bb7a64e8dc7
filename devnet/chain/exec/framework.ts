/**
 * The devnet's contract framework: a contract is a TypeScript module with a JSON ABI, tables
 * (primary key + secondary indexes) and action handlers. See devnet/CONTRACTS.md.
 */
import type { AbiDef } from '../abi/types';
import type { IndexKind, SecondaryKey } from '../state/table';
import type { Authority, AccountRecord, PermissionLevel } from '../state/accounts';

/** A secondary index of a table: its kind and how a row yields its key. */
export interface IndexDef<Row> {
  readonly name: string;
  readonly kind: IndexKind;
  readonly key: (row: Row) => SecondaryKey;
}

/** A table: its ABI name and row struct, its primary key and secondary indexes (index_position 2, 3, …). */
export interface TableDef<Row> {
  readonly name: string;
  readonly type: string;
  readonly primaryKey: (row: Row) => bigint;
  readonly indexes: readonly IndexDef<Row>[];
}

/** Declares a table. */
export function defineTable<Row>(def: { name: string; type: string; primaryKey: (row: Row) => bigint; indexes?: IndexDef<Row>[] }): TableDef<Row> {
  return { name: def.name, type: def.type, primaryKey: def.primaryKey, indexes: def.indexes ?? [] };
}

/** Bounds for iterating rows in key order. */
export interface RowRange<K> {
  readonly lower?: K;
  readonly upper?: K;
  readonly reverse?: boolean;
}

/** Read access to a table in one scope. Rows are frozen: build a new object to modify one. */
export interface ReadonlyTableCursor<Row> {
  /** The row with this primary key. */
  find(pk: bigint): Row | undefined;
  /** The row with this primary key; aborts with `message` (CDT's "unable to find key" by default) when absent. */
  get(pk: bigint, message?: string): Row;
  /** Rows in primary-key order within inclusive bounds. */
  rows(range?: RowRange<bigint>): Generator<Row>;
  /** First row with primary key ≥ pk. */
  lowerBound(pk: bigint): Row | undefined;
  /** First row with primary key > pk. */
  upperBound(pk: bigint): Row | undefined;
  /** A secondary index by name or position (2 = the first secondary index). */
  index(which: string | number): IndexCursor<Row>;
  /** Number of rows in this scope. */
  count(): number;
  /** multi_index::available_primary_key: one past the largest primary key (0 when empty). */
  availablePrimaryKey(): bigint;
}

/** Write access to one of the contract's own tables in one scope. */
export interface TableCursor<Row> extends ReadonlyTableCursor<Row> {
  /** emplace: stores a new row, billing `payer`'s RAM. */
  insert(payer: string, row: Row): void;
  /** modify: replaces a row (same primary key); `payer` null keeps the current payer. */
  modify(current: Row, payer: string | null, next: Row): void;
  /** erase: removes a row. */
  erase(row: Row): void;
}

/** Iteration over a secondary index: rows in (secondary key, primary key) order. */
export interface IndexCursor<Row> {
  /** First row whose secondary key equals `key`. */
  find(key: SecondaryKey): Row | undefined;
  lowerBound(key: SecondaryKey): Row | undefined;
  upperBound(key: SecondaryKey): Row | undefined;
  rows(range?: RowRange<SecondaryKey>): Generator<Row>;
}

/** An action to send inline: data as plain values or ABI JSON, encoded with the target contract's ABI. */
export interface InlineAction {
  readonly account: string;
  readonly name: string;
  readonly authorization: readonly (PermissionLevel | string)[];
  readonly data: unknown;
}

/** Chain-level operations only a privileged contract (the system contract on `eosio`) may use. */
export interface NativeApi {
  account(name: string): AccountRecord | undefined;
  createAccount(name: string, owner: Authority, active: Authority): void;
  setResourceLimits(name: string, ramBytes: bigint, netWeight: bigint, cpuWeight: bigint): void;
  updateAuth(account: string, permission: string, parent: string, auth: Authority): void;
  deleteAuth(account: string, permission: string): void;
  linkAuth(account: string, code: string, type: string, requirement: string): void;
  unlinkAuth(account: string, code: string, type: string): void;
}

/** What a handler sees and may do: nodeos's apply context, for one receiver. */
export interface ActionContext {
  /** The account whose contract is running (the receiver). */
  readonly self: string;
  /** The account the action was sent to (≠ self in a notification). */
  readonly code: string;
  readonly action: string;
  readonly authorization: readonly PermissionLevel[];
  readonly trxId: string;
  readonly blockNum: number;
  /** Pending block time, epoch milliseconds. */
  readonly now: number;
  /** Pending block time as a time_point (microseconds). */
  timePoint(): bigint;
  /** Pending block time in whole seconds. */
  timeSec(): number;
  /** eosio::check: aborts the whole transaction with `assertion failure with message: …`. */
  check(condition: unknown, message: string): asserts condition;
  /** require_auth / require_auth2. */
  requireAuth(actor: string, permission?: string): void;
  hasAuth(actor: string): boolean;
  isAccount(name: string): boolean;
  /** require_recipient: the same action is delivered to these accounts' contracts after this one. */
  requireRecipient(...accounts: string[]): void;
  /** send_inline: runs after this action and its notifications; authorizations other than the sender need `<self>@eosio.code`. */
  sendInline(action: InlineAction): void;
  /** Adds to the action's console output. */
  print(...parts: unknown[]): void;
  /** This contract's table in a scope (a name or a uint64). */
  table<Row>(def: TableDef<Row>, scope: string | bigint): TableCursor<Row>;
  /** Another contract's table, read-only. */
  readTable<Row>(code: string, def: TableDef<Row>, scope: string | bigint): ReadonlyTableCursor<Row>;
  /** Privileged chain operations; aborts unless the receiver is privileged. */
  readonly native: NativeApi;
}

/** An action handler; `data` is the action's struct decoded into plain values. */
export type ActionHandler<T> = (ctx: ActionContext, data: T) => void;

/** A contract module. */
export interface ContractDefinition {
  /** Registry id, stable across restarts (the journal records deployments by id). */
  readonly id: string;
  readonly abi: AbiDef;
  readonly tables: readonly TableDef<never>[];
  readonly actions: Readonly<Record<string, ActionHandler<never>>>;
  /** Handlers for other contracts' actions this contract is notified of: `code::action` or `*::action`. */
  readonly notifications?: Readonly<Record<string, ActionHandler<never>>>;
}

/** Declares a contract (an identity function that checks the shape). */
export function defineContract(def: ContractDefinition): ContractDefinition {
  for (const name of Object.keys(def.actions)) {
    if (!def.abi.actions.some((a) => a.name === name)) throw new Error(`contract ${def.id}: action ${name} is missing from its ABI`);
  }
  for (const table of def.tables) {
    if (!def.abi.tables.some((t) => t.name === table.name)) throw new Error(`contract ${def.id}: table ${table.name} is missing from its ABI`);
  }
  return def;
}
