/**
 * The tables the app and the swap services read (SPEC §7) and walks through them page by page, as
 * real clients page: @wharfkit/antelope's APIClient (which turns a name-typed next_key back into a
 * name) and a plain JSON body that passes next_key back as it came (what the app's reader does).
 */
import { Name, type APIClient } from '@wharfkit/antelope';

/** Contracts whose tables the app or the services read, besides the world's token contracts. */
export const SERVICE_CONTRACTS = [
  'eosio',
  'delphioracle',
  'swap.alcor',
  'alcordexmain',
  'calcormining',
  'swap.box',
  'swap.taco',
  'swap.nefty',
  'swap.adex',
  'dapp.fusion',
  'swap.we',
  'lptoken.box',
  'lp.nefty',
] as const;

/** One table in one scope, with the row count get_table_by_scope reports. */
export interface TableScope {
  readonly code: string;
  readonly table: string;
  /** The scope as its uint64 in decimal: unambiguous, where a name of digits would read as a number. */
  readonly scope: string;
  readonly count: number;
}

/** Every (table, scope) of a contract that holds rows, from get_table_by_scope 1,000 at a time following `more`. */
export async function tableScopes(client: APIClient, code: string): Promise<TableScope[]> {
  const found = new Map<string, TableScope>();
  let lower = '';
  for (;;) {
    const page = await client.v1.chain.get_table_by_scope({ code, limit: 1000, ...(lower === '' ? {} : { lower_bound: lower }) });
    for (const row of page.rows) {
      const scope = Name.from(String(row.scope)).value.toString();
      found.set(`${String(row.table)}/${scope}`, { code, table: String(row.table), scope, count: Number(row.count) });
    }
    if (!page.more || page.more === lower) return [...found.values()];
    lower = page.more;
  }
}

/** At most `max` items: the first and last few and an even spread between (a token's holder scopes run to thousands). */
export function spread<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const picked = new Set<number>();
  for (let i = 0; i < max; i++) picked.add(Math.round((i * (items.length - 1)) / (max - 1)));
  return [...picked].sort((a, b) => a - b).map((i) => items[i]!);
}

/** Counts of the requests the walks sent. */
export const calls = { count: 0 };

const noEnd = (ts: TableScope, limit: number) => new Error(`${ts.code}/${ts.table}/${ts.scope} limit ${limit}: next_key never ends the walk`);

/** All rows of a table scope through APIClient, `limit` a page, each next_key passed back as the next lower_bound. */
export async function walkWithWharfkit(client: APIClient, ts: TableScope, limit: number): Promise<unknown[]> {
  const rows: unknown[] = [];
  let lower: Name | undefined;
  for (let page = 0; page <= ts.count + 1; page++) {
    calls.count += 1;
    const answer = await client.v1.chain.get_table_rows({
      code: ts.code,
      table: ts.table,
      scope: ts.scope,
      limit,
      json: true,
      ...(lower === undefined ? {} : { lower_bound: lower }),
    });
    rows.push(...(answer.rows as unknown[]));
    if (!answer.more) return rows;
    lower = answer.next_key as Name | undefined;
  }
  throw noEnd(ts, limit);
}

/** All rows of a table scope by plain JSON without key_type: next_key goes back as the string nodeos printed. */
export async function walkWithJson(url: string, ts: TableScope, limit: number): Promise<unknown[]> {
  const rows: unknown[] = [];
  let lower: string | undefined;
  for (let page = 0; page <= ts.count + 1; page++) {
    calls.count += 1;
    const body = { code: ts.code, table: ts.table, scope: ts.scope, json: true, limit, ...(lower === undefined ? {} : { lower_bound: lower }) };
    const res = await fetch(`${url}/v1/chain/get_table_rows`, { method: 'POST', body: JSON.stringify(body) });
    const answer = (await res.json()) as { rows: unknown[]; more: boolean; next_key: string };
    rows.push(...answer.rows);
    if (!answer.more) return rows;
    lower = answer.next_key;
  }
  throw noEnd(ts, limit);
}
