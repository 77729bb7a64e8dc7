/** get_table_rows over the contract tables, as nodeos's chain_plugin walks them (keys.ts has the source). */
import { toHex } from '../abi/binary';
import { nodeosError } from '../core/errors';
import { nameToU64 } from '../core/name';
import type { ChainState } from '../exec/state';
import type { StoredRow } from '../state/table';
import { indexKindOf, keyToString, secondaryIndexOf, toNameKey, toSecondaryKey, toU64 } from './keys';

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

/** nodeos's max_return_items: an HTTP read returns at most this many rows, whatever `limit` asks. */
export const MAX_RETURN_ITEMS = 1000;

/** A parameter as the string nodeos's params struct holds (JSON numbers become their digits). */
export const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** A row limit: non-negative integer, 10 when absent or unreadable (as nodeos defaults it). */
export function rowLimit(v: unknown): number {
  const n = v === undefined || v === null || v === '' ? 10 : Number(v);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 10;
}

/** fc's variant::as_bool: true/false (or their strings), numbers by non-zero, absent false; any other string is refused. */
export function flag(v: unknown, field: string): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (v === 'true' || v === 'false') return v === 'true';
  throw nodeosError('parse', `Cannot convert string to bool (only "true" or "false" can be converted): ${field}`, 'variant.cpp', 1, 'as_bool');
}

/** The code or table name, required. */
export function requireName(v: unknown, field: string): string {
  const text = str(v);
  if (text === '') throw nodeosError('parse', `Missing field '${field}'`, 'chain_plugin.cpp', 1, 'get_table_rows');
  return text;
}

const EMPTY: TableRowsResult = { rows: [], more: false, next_key: '' };

/** Rows in key order within inclusive bounds, reverse or not, at most min(limit, maxRows); `next_key` is where the next page starts. */
export function getTableRows(state: ChainState, params: TableRowsParams, maxRows = Number.POSITIVE_INFINITY): TableRowsResult {
  const code = requireName(params.code, 'code');
  const tableName = requireName(params.table, 'table');
  if (!state.accounts.get(code)) throw nodeosError('unknownAccount', `Fail to retrieve account for ${code}`, 'chain_plugin.cpp', 1, 'get_abi');
  if ((nameToU64(tableName) & 0xfn) !== 0n)
    throw nodeosError('contractTable', `Unsupported table name: ${tableName}`, 'chain_plugin.cpp', 1, 'get_table_index_name');
  const index = secondaryIndexOf(str(params.index_position));
  const codec = state.codecOf(code);
  const rowType = codec?.tableTypes.get(tableName);
  if (!codec || !rowType) throw nodeosError('contractTable', `Table ${tableName} is not specified in the ABI`, 'chain_plugin.cpp', 1, 'get_table_type');
  // nodeos's key_type has no default: absent, a primary bound is read number-first (only "name" reads a name).
  const keyType = str(params.key_type);
  const kind = index === null ? null : indexKindOf(keyType);
  const encodeType = str(params.encode_type) || 'dec';
  const scope = toU64(str(params.scope), 'scope');
  const limit = Math.min(rowLimit(params.limit), maxRows);
  const reverse = flag(params.reverse, 'reverse');
  const json = flag(params.json, 'json');
  const showPayer = flag(params.show_payer, 'show_payer');
  const data = state.db.find(code, tableName, scope);
  // Bounds are read only once the table (and the index) is found, so a bad bound on an empty scope is no error.
  if (!data || data.rows.size === 0 || (index !== null && index >= data.indexKinds.length)) return EMPTY;

  const render = (row: StoredRow): unknown => {
    const value = json ? codec.toJson(rowType, row.value) : toHex(codec.encode(rowType, row.value));
    return showPayer ? { data: value, payer: row.payer } : value;
  };
  const lowerText = str(params.lower_bound);
  const upperText = str(params.upper_bound);

  if (index === null) {
    const parse = (text: string, desc: string) => (keyType === 'name' ? toNameKey(text) : toU64(text, desc));
    const start = lowerText ? data.primaryPosition(parse(lowerText, 'lower_bound')) : 0;
    const end = upperText ? data.primaryPosition(parse(upperText, 'upper_bound'), true) : data.keys.length;
    return collect(
      walk(start, end, reverse),
      limit,
      (p) => render(data.rows.get(data.keys[p]!)!),
      (p) => data.keys[p]!.toString(),
    );
  }
  const lower = lowerText ? toSecondaryKey(lowerText, keyType, encodeType, 'lower_bound') : undefined;
  const upper = upperText ? toSecondaryKey(upperText, keyType, encodeType, 'upper_bound') : undefined;
  // The key_type picks nodeos's index type; an index of another type holds no entry for this table.
  if (data.indexKinds[index] !== kind) return EMPTY;
  const entries = data.indexes[index]!;
  const start = lower === undefined ? 0 : data.secondaryPosition(index, lower);
  const end = upper === undefined ? entries.length : data.secondaryPosition(index, upper, true);
  return collect(
    walk(start, end, reverse),
    limit,
    (p) => render(data.rows.get(entries[p]!.pk)!),
    (p) => keyToString(entries[p]!.key, keyType, encodeType),
  );
}

/** Positions start…end−1, backwards when reversed; nothing when the bounds cross. */
function* walk(start: number, end: number, reverse: boolean): Generator<number> {
  if (reverse) for (let p = end - 1; p >= start; p--) yield p;
  else for (let p = start; p < end; p++) yield p;
}

function collect(positions: Iterable<number>, limit: number, render: (p: number) => unknown, nextKey: (p: number) => string): TableRowsResult {
  const rows: unknown[] = [];
  for (const p of positions) {
    if (rows.length >= limit) return { rows, more: true, next_key: nextKey(p) };
    rows.push(render(p));
  }
  return { rows, more: false, next_key: '' };
}
