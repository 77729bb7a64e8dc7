/** get_table_by_scope: the (scope, table) pairs of a contract, as nodeos walks its table-id index (keys.ts has the source). */
import { u64ToName, nameToU64 } from '../core/name';
import type { ChainState } from '../exec/state';
import { toU64 } from './keys';
import { flag, requireName, rowLimit, str } from './tableRows';

/** get_table_by_scope parameters. */
export interface TableScopesParams {
  code?: unknown;
  table?: unknown;
  lower_bound?: unknown;
  upper_bound?: unknown;
  limit?: unknown;
  reverse?: unknown;
}

/** One row of the answer. */
export interface TableScopeRow {
  code: string;
  scope: string;
  table: string;
  payer: string;
  count: number;
}

interface Entry {
  readonly scope: bigint;
  readonly table: bigint;
  readonly row: TableScopeRow;
}

const U64_MAX = (1n << 64n) - 1n;
const compare = (a: { scope: bigint; table: bigint }, b: { scope: bigint; table: bigint }): number =>
  a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : a.table < b.table ? -1 : a.table > b.table ? 1 : 0;

/**
 * Tables in (scope, table) order from (lower_bound, table) to (upper_bound, table), bounds read
 * number-first. As in nodeos, `limit` counts the tables the `table` filter skips too, and `more` is
 * the next entry's scope as a name, to pass as the next lower_bound.
 */
export function getTableByScope(state: ChainState, params: TableScopesParams, maxRows = Number.POSITIVE_INFINITY): { rows: TableScopeRow[]; more: string } {
  const code = requireName(params.code, 'code');
  const tableName = str(params.table);
  const filter = tableName === '' ? 0n : nameToU64(tableName);
  const lowerText = str(params.lower_bound);
  const upperText = str(params.upper_bound);
  const lower = { scope: lowerText ? toU64(lowerText, 'lower_bound scope') : 0n, table: filter };
  const upper = { scope: upperText ? toU64(upperText, 'upper_bound scope') : U64_MAX, table: filter === 0n ? U64_MAX : filter };
  const limit = Math.min(rowLimit(params.limit), maxRows);
  if (compare(upper, lower) < 0) return { rows: [], more: '' };
  const entries: Entry[] = [];
  for (const table of state.db.tableNames(code)) {
    for (const scope of state.db.scopes(code, table)) {
      const data = state.db.find(code, table, scope)!;
      // nodeos drops a table's id with its last row.
      if (data.rows.size === 0) continue;
      const first = data.rows.get(data.keys[0]!)!;
      const entry = { scope, table: nameToU64(table) };
      if (compare(entry, lower) >= 0 && compare(entry, upper) <= 0)
        entries.push({ ...entry, row: { code, scope: u64ToName(scope), table, payer: first.payer, count: data.rows.size } });
    }
  }
  entries.sort(compare);
  if (flag(params.reverse, 'reverse')) entries.reverse();
  const rows: TableScopeRow[] = [];
  let at = 0;
  for (; at < entries.length && at < limit; at++) if (filter === 0n || entries[at]!.table === filter) rows.push(entries[at]!.row);
  return { rows, more: at < entries.length ? u64ToName(entries[at]!.scope) : '' };
}
