/** SPEC §7/§9: table reads are paged by 1000 rows. */
export const TABLE_PAGE_SIZE = 1000;

/** The body of `get_table_rows`; `limit` here is the total wanted (all rows when absent), paged by 1000. */
export interface TableRowsParams {
  code: string;
  scope: string;
  table: string;
  index_position?: number | string;
  key_type?: string;
  lower_bound?: string | number;
  upper_bound?: string | number;
  limit?: number;
  reverse?: boolean;
  json?: boolean;
}

/** One page as nodeos answers it; old nodes put the next key in `more` itself. */
export interface TableRowsPage<T> {
  rows: T[];
  more: boolean | string;
  next_key?: string;
}

function nextKeyOf(page: TableRowsPage<unknown>): string | null {
  if (page.more === false || page.more === '') return null;
  if (typeof page.next_key === 'string' && page.next_key !== '') return page.next_key;
  return typeof page.more === 'string' ? page.more : null;
}

/** Reads rows page by page, following `next_key` while `more` (upper bound when reversed, lower bound otherwise). */
export async function readTableRows<T>(fetchPage: (params: TableRowsParams) => Promise<TableRowsPage<T>>, params: TableRowsParams): Promise<T[]> {
  const wanted = params.limit ?? Number.POSITIVE_INFINITY;
  const rows: T[] = [];
  const seenKeys = new Set<string>();
  let bounds = { lower_bound: params.lower_bound, upper_bound: params.upper_bound };
  while (rows.length < wanted) {
    const page = await fetchPage({ ...params, ...bounds, json: params.json ?? true, limit: Math.min(TABLE_PAGE_SIZE, wanted - rows.length) });
    if (!Array.isArray(page.rows)) throw new Error(`get_table_rows ${params.code}/${params.table}: the answer has no rows`);
    rows.push(...page.rows.slice(0, wanted - rows.length));
    const next = nextKeyOf(page);
    // A node repeating a key would loop forever: stop instead.
    if (next === null || seenKeys.has(next)) break;
    seenKeys.add(next);
    bounds = params.reverse === true ? { ...bounds, upper_bound: next } : { ...bounds, lower_bound: next };
  }
  return rows;
}
