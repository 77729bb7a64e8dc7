import type { TableRowsParams } from './tableRows';

/** The oracle scopes the app reads (SPEC §3 Rates state). */
export type OracleScope = 'waxpusd' | 'waxpbtc' | 'waxpeth';
export const ORACLE_SCOPES: readonly OracleScope[] = ['waxpusd', 'waxpbtc', 'waxpeth'];

/** A `delphioracle` `datapoints` row. */
export interface OracleDatapoint {
  id: number | string;
  owner: string;
  value: number | string;
  median: number | string;
  timestamp: string;
}

/** The newest datapoint of a scope: index 3 (timestamp), i64 keys, reversed, one row (SPEC §7). */
export function newestDatapointQuery(scope: OracleScope): TableRowsParams {
  return { code: 'delphioracle', scope, table: 'datapoints', index_position: 3, key_type: 'i64', reverse: true, limit: 1, json: true };
}

/** Reads the newest median of a scope (the raw integer, unscaled); throws when the table is empty or the median unreadable. */
export async function fetchOracleMedian(getTableRows: (params: TableRowsParams) => Promise<OracleDatapoint[]>, scope: OracleScope): Promise<number> {
  const [row] = await getTableRows(newestDatapointQuery(scope));
  if (row === undefined) throw new Error(`delphioracle ${scope}: no datapoint`);
  const median = Number(row.median);
  if (!Number.isFinite(median) || median < 0) throw new Error(`delphioracle ${scope}: unreadable median ${String(row.median)}`);
  return median;
}
