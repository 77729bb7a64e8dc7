/** Contract tables of every account, with undo and RAM billing on each change. */
import { TableData, type IndexKind, type StoredRow } from './table';
import { compareBigInt, insertSorted } from './sorted';
import type { UndoLog } from './undo';

/** RAM billed per row beyond its data, per secondary index entry, and per table scope (nodeos's overheads). */
export const ROW_OVERHEAD = 112;
export const INDEX_OVERHEAD = 128;
export const TABLE_OVERHEAD = 112;

/** Called with (payer, bytes) whenever stored bytes change hands. */
export type RamBiller = (payer: string, delta: number) => void;

const tableKey = (code: string, table: string): string => `${code}:${table}`;

/** All contract tables. */
export class Database {
  private readonly tables = new Map<string, Map<bigint, TableData>>();
  /** The same scope maps by code, then table: a lookup builds no `code:table` string. */
  private readonly byCodeTable = new Map<string, Map<string, Map<bigint, TableData>>>();
  private readonly scopeLists = new Map<string, bigint[]>();
  private readonly byCode = new Map<string, Set<string>>();

  constructor(
    private readonly undo: UndoLog,
    private readonly bill: RamBiller,
  ) {}

  /** The table in a scope, if it was ever written. */
  find(code: string, table: string, scope: bigint): TableData | undefined {
    return this.byCodeTable.get(code)?.get(table)?.get(scope);
  }

  /** Scopes of a table in ascending order (some may be empty: callers skip them). */
  scopes(code: string, table: string): readonly bigint[] {
    return this.scopeLists.get(tableKey(code, table)) ?? [];
  }

  /** Names of the tables a contract has written, in ascending order. */
  tableNames(code: string): string[] {
    return [...(this.byCode.get(code) ?? [])].sort();
  }

  /** Every table in every scope, in creation order (what a snapshot writes). */
  *allTables(): Generator<TableData> {
    for (const byScope of this.tables.values()) yield* byScope.values();
  }

  /** Adds a table read from a snapshot, rows included, without billing RAM (the accounts carry their usage). */
  restoreTable(code: string, table: string, scope: bigint, kinds: readonly IndexKind[], rows: readonly (readonly [bigint, StoredRow])[]): void {
    if (this.find(code, table, scope)) throw new Error(`table ${code}:${table} scope ${scope} restored twice`);
    this.ensure(code, table, scope, kinds).load(rows);
  }

  private ensure(code: string, table: string, scope: bigint, kinds: readonly IndexKind[]): TableData {
    // Every write passes here: the usual case (the table exists) builds no key string.
    const existing = this.find(code, table, scope);
    if (existing) return existing;
    const key = tableKey(code, table);
    let byScope = this.tables.get(key);
    if (!byScope) {
      byScope = new Map();
      this.tables.set(key, byScope);
      let tablesOfCode = this.byCodeTable.get(code);
      if (!tablesOfCode) this.byCodeTable.set(code, (tablesOfCode = new Map()));
      tablesOfCode.set(table, byScope);
      this.scopeLists.set(key, []);
      const names = this.byCode.get(code) ?? new Set<string>();
      names.add(table);
      this.byCode.set(code, names);
    }
    let data = byScope.get(scope);
    if (!data) {
      data = new TableData(code, table, scope, kinds);
      byScope.set(scope, data);
      insertSorted(this.scopeLists.get(key)!, scope, compareBigInt);
    }
    return data;
  }

  private billRow(row: StoredRow, sign: 1 | -1, tableWasEmpty: boolean): void {
    const bytes = row.size + ROW_OVERHEAD + row.secondary.length * INDEX_OVERHEAD + (tableWasEmpty ? TABLE_OVERHEAD : 0);
    this.bill(row.payer, sign * bytes);
  }

  /** Inserts or replaces a row. */
  put(code: string, table: string, scope: bigint, kinds: readonly IndexKind[], pk: bigint, row: StoredRow): void {
    const data = this.ensure(code, table, scope, kinds);
    const wasEmpty = data.rows.size === 0;
    const prev = data.put(pk, row);
    if (prev) this.billRow(prev, -1, false);
    this.billRow(row, 1, wasEmpty);
    this.undo.record(() => {
      if (prev) data.put(pk, prev);
      else data.delete(pk);
      this.billRow(row, -1, wasEmpty);
      if (prev) this.billRow(prev, 1, false);
    });
  }

  /** Removes a row (no-op when absent). */
  remove(code: string, table: string, scope: bigint, pk: bigint): void {
    const data = this.find(code, table, scope);
    const prev = data?.delete(pk);
    if (!data || !prev) return;
    const nowEmpty = data.rows.size === 0;
    this.billRow(prev, -1, nowEmpty);
    this.undo.record(() => {
      data.put(pk, prev);
      this.billRow(prev, 1, nowEmpty);
    });
  }
}
