/** get_table_rows and get_table_by_scope over the contract tables. */
import { toHex } from '../abi/binary';
import { nodeosError } from '../core/errors';
import { u64ToName } from '../core/name';
import type { ChainState } from '../exec/state';
import type { StoredRow, TableData } from '../state/table';
import { compareSecondary } from '../state/table';
import { indexKindOf, keyToString, toNameKey, toSecondaryKey, toU64 } from './keys';

/** get_table_rows parameters (strings or numbers, as clients send them). */
export interface TableRowsParams {
  code?: unknown;
  scope?: unknown;
  table?: unknown;
  json?: unknown;
  lower_bound?: unknown;
  upper_bound?: unknown;
  limit?: unknown;
  key_type?: unknown;
  index_position?: unknown;
  encode_type?: unknown;
  reverse?: unknown;
  show_payer?: unknown;
}

/** get_table_rows answer. */
export interface TableRowsResult {
  rows: unknown[];
  more: boolean;
  next_key: string;
}

const POSITIONS = ['primary', 'secondary', 'tertiary', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

function indexPosition(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  const text = String(value).trim().toLowerCase();
  const named = POSITIONS.indexOf(text);
  if (named >= 0) return named + 1;
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 10) return Number(text);
  throw nodeosError('contractTable', `Invalid index_position: ${String(value)}`, 'chain_plugin.cpp', 1, 'get_table_index_name');
}

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** A row limit: non-negative integer, 10 when absent or unreadable (as nodeos defaults it). */
function rowLimit(v: unknown): number {
  const n = v === undefined || v === null || v === '' ? 10 : Number(v);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 10;
}
const bool = (v: unknown): boolean => v === true || v === 'true' || v === 1 || v === '1';

function requireName(v: unknown, field: string): string {
  const text = str(v);
  if (text === '') throw nodeosError('parse', `Missing field '${field}'`, 'chain_plugin.cpp', 1, 'get_table_rows');
  return text;
}

/** Rows in key order within bounds, reverse or not, stopping after `limit` (+1 to learn whether more exist). */
export function getTableRows(state: ChainState, params: TableRowsParams): TableRowsResult {
  const code = requireName(params.code, 'code');
  const tableName = requireName(params.table, 'table');
  const account = state.accounts.get(code);
  if (!account) throw nodeosError('unknownAccount', `Fail to retrieve account for ${code}`, 'chain_plugin.cpp', 1, 'get_table_rows');
  const codec = state.codecOf(code);
  const rowType = codec?.tableTypes.get(tableName);
  if (!codec || !rowType) throw nodeosError('contractTable', `Table ${tableName} is not specified in the ABI`, 'chain_plugin.cpp', 1, 'get_table_type');
  const scope = toU64(str(params.scope) || code, 'scope');
  const keyType = str(params.key_type) || 'name';
  const encodeType = str(params.encode_type) || 'dec';
  const limit = rowLimit(params.limit);
  const reverse = bool(params.reverse);
  const json = bool(params.json);
  const showPayer = bool(params.show_payer);
  const position = indexPosition(params.index_position);
  const data = state.db.find(code, tableName, scope);

  const render = (row: StoredRow): unknown => {
    const value = json ? codec.toJson(rowType, row.value) : toHex(codec.encode(rowType, row.value));
    return showPayer ? { data: value, payer: row.payer } : value;
  };
  const lowerText = str(params.lower_bound);
  const upperText = str(params.upper_bound);

  if (position === 1) {
    const parse = (t: string, desc: string) => (keyType === 'name' ? toNameKey(t, desc) : toU64(t, desc));
    const lower = lowerText ? parse(lowerText, 'lower_bound') : undefined;
    const upper = upperText ? parse(upperText, 'upper_bound') : undefined;
    return collect(
      primaryKeys(data, lower, upper, reverse),
      limit,
      (pk) => render(data!.rows.get(pk)!),
      (pk) => keyToString(pk, 'i64'),
    );
  }
  const kind = indexKindOf(keyType);
  const i = position - 2;
  if (!data || data.indexKinds[i] !== kind) return { rows: [], more: false, next_key: '' };
  const lower = lowerText ? toSecondaryKey(lowerText, keyType, encodeType, 'lower_bound') : undefined;
  const upper = upperText ? toSecondaryKey(upperText, keyType, encodeType, 'upper_bound') : undefined;
  const entries = data.indexes[i]!;
  const start = lower === undefined ? 0 : data.secondaryPosition(i, lower);
  let end = upper === undefined ? entries.length : data.secondaryPosition(i, upper, true);
  if (end < start) end = start;
  const slice = function* (): Generator<number> {
    if (reverse) for (let p = end - 1; p >= start; p--) yield p;
    else for (let p = start; p < end; p++) yield p;
  };
  return collect(
    slice(),
    limit,
    (p) => render(data.rows.get(entries[p]!.pk)!),
    (p) => keyToString(entries[p]!.key, keyType),
  );
}

function* primaryKeys(data: TableData | undefined, lower: bigint | undefined, upper: bigint | undefined, reverse: boolean): Generator<bigint> {
  if (!data) return;
  const start = lower === undefined ? 0 : data.primaryPosition(lower);
  const end = upper === undefined ? data.keys.length : data.primaryPosition(upper, true);
  if (reverse) for (let p = end - 1; p >= start; p--) yield data.keys[p]!;
  else for (let p = start; p < end; p++) yield data.keys[p]!;
}

function collect<K>(keys: Iterable<K>, limit: number, render: (k: K) => unknown, nextKey: (k: K) => string): TableRowsResult {
  const rows: unknown[] = [];
  for (const key of keys) {
    if (rows.length >= limit) return { rows, more: true, next_key: nextKey(key) };
    rows.push(render(key));
  }
  return { rows, more: false, next_key: '' };
}

/** get_table_by_scope: (scope, table) pairs of a contract with row counts; `more` is the next lower_bound. */
export function getTableByScope(
  state: ChainState,
  params: { code?: unknown; table?: unknown; lower_bound?: unknown; upper_bound?: unknown; limit?: unknown; reverse?: unknown },
): { rows: unknown[]; more: string } {
  const code = requireName(params.code, 'code');
  const tableFilter = str(params.table);
  const lower = str(params.lower_bound) ? toU64(str(params.lower_bound), 'lower_bound') : undefined;
  const upper = str(params.upper_bound) ? toU64(str(params.upper_bound), 'upper_bound') : undefined;
  const limit = rowLimit(params.limit);
  const entries: { scope: bigint; table: string; data: TableData }[] = [];
  for (const table of state.db.tableNames(code)) {
    if (tableFilter && table !== tableFilter) continue;
    for (const scope of state.db.scopes(code, table)) {
      if ((lower !== undefined && scope < lower) || (upper !== undefined && scope > upper)) continue;
      const data = state.db.find(code, table, scope)!;
      if (data.rows.size > 0) entries.push({ scope, table, data });
    }
  }
  entries.sort((a, b) => compareSecondary(a.scope, b.scope) || (a.table < b.table ? -1 : a.table > b.table ? 1 : 0));
  if (bool(params.reverse)) entries.reverse();
  const rows = entries.slice(0, limit).map((e) => {
    const first = e.data.rows.get(e.data.keys[0]!)!;
    return { code, scope: u64ToName(e.scope), table: e.table, payer: first.payer, count: e.data.rows.size };
  });
  const next = entries[limit];
  return { rows, more: next ? u64ToName(next.scope) : '' };
}
