/**
 * The tables get_indexed_rows and get_mapped_rows serve, as nodeos JSON rows (what get_table_rows
 * returns), so the app parses them with the same code it uses against a node: swap.alcor's ticks and
 * positions and alcordexmain's books by pool or market id; an account's orders, positions, limit
 * orders and limit balances by its name through each table's owner index.
 */
import type { Chain } from '../../chain/index';
import { ALCOR_BOOKS, ALCOR_POOLS } from './bookTables';

/** The limit-order contract (SPEC §9 default). */
const LIMIT_CONTRACT = 'calcormining';

/** Scoped tables by contract: their scope is a pool or market id. */
export const SCOPED_TABLES: Readonly<Record<string, readonly string[]>> = { [ALCOR_POOLS]: ['ticks', 'positions'], [ALCOR_BOOKS]: ['buyorder', 'sellorder'] };

/** Account-mapped tables: where the owner index sits and which scopes to search. */
const MAPPED: Readonly<Record<string, Readonly<Record<string, { index: number | null; scopes: 'pools' | 'markets' | 'contract' }>>>> = {
  [ALCOR_BOOKS]: { buyorder: { index: 3, scopes: 'markets' }, sellorder: { index: 3, scopes: 'markets' } },
  [ALCOR_POOLS]: { positions: { index: 3, scopes: 'pools' } },
  // balances is keyed by the owner's name itself (index null: the primary key).
  [LIMIT_CONTRACT]: { orders: { index: 2, scopes: 'contract' }, balances: { index: null, scopes: 'contract' } },
};

/** Tables get_mapped_rows searches, by contract. */
export const MAPPED_TABLES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(MAPPED).map(([code, tables]) => [code, Object.keys(tables)]),
);

const ALL = 1_000_000;

/** Every row of a scoped table in one scope, or null for a contract this service does not mirror. */
export function scopedRows(chain: Chain, code: string, scope: string): Record<string, unknown[]> | null {
  const tables = SCOPED_TABLES[code];
  if (tables === undefined) return null;
  return Object.fromEntries(tables.map((table) => [table, chain.getTableRows({ code, table, scope, json: true, limit: ALL }).rows]));
}

/** Rows naming `account`, each with its scope, by contract and table (filtered to one contract or table when given). */
export function accountRows(
  chain: Chain,
  ids: { pools: () => number[]; markets: () => number[] },
  account: string,
  code?: string,
  table?: string,
): Record<string, Record<string, unknown[]>> {
  const out: Record<string, Record<string, unknown[]>> = {};
  for (const [contract, tables] of Object.entries(MAPPED)) {
    if (code !== undefined && code !== contract) continue;
    const found: Record<string, unknown[]> = {};
    for (const [name, { index, scopes }] of Object.entries(tables)) {
      if (table !== undefined && table !== name) continue;
      const scopeList = scopes === 'contract' ? [contract] : (scopes === 'pools' ? ids.pools() : ids.markets()).map(String);
      found[name] = scopeList.flatMap((scope) => {
        const bounds = { lower_bound: account, upper_bound: account, ...(index === null ? {} : { index_position: index, key_type: 'name' }) };
        return chain.getTableRows({ code: contract, table: name, scope, json: true, limit: ALL, ...bounds }).rows.map((row) => ({ ...(row as object), scope }));
      });
    }
    out[contract] = found;
  }
  return out;
}
