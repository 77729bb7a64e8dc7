/**
 * Reads, from the chain, the table rows of every venue a route uses (the check before signing, issue
 * 7 part 4): pair rows of the v2 exchanges, `swap.alcor` pools and their ticks, `alcordexmain`
 * markets and both sides of their books. Rows go to the quotes worker as the chain wrote them.
 */
import { ALCOR_V3_CONTRACT } from '../../core/actions/alcorv3';
import { ORDERBOOK_CONTRACT } from '../../core/actions/orderbook';
import { ADEX_CONTRACT, DEFIBOX_CONTRACT, FUSION_CONTRACT, NEFTY_CONTRACT, TACO_CONTRACT } from '../../core/actions/v2';
import type { Exchange } from '../../core/urlParams/exchanges';
import type { SwapRoute } from '../../core/swapRouting';
import type { TableRowsParams } from '../../services/tableRows';
import type { V2Exchange, VenueRows } from '../../../workers/quotes.api';

/** Reads table rows (the chain client's getTableRows: paged by 1000). */
export type ReadRows = (params: TableRowsParams) => Promise<unknown[]>;

/** Where each v2 exchange keeps its pairs, and whether the primary key is the numeric venue id. */
const V2_TABLES: Readonly<Record<V2Exchange, { code: string; table: string; numericKey: boolean; idField: string }>> = {
  defibox: { code: DEFIBOX_CONTRACT, table: 'pairs', numericKey: true, idField: 'id' },
  adex: { code: ADEX_CONTRACT, table: 'pools', numericKey: true, idField: 'id' },
  // Keyed by symbol code: read the table (a page or two) and pick the row by its code.
  taco: { code: TACO_CONTRACT, table: 'pairs', numericKey: false, idField: 'id' },
  neftyblocks: { code: NEFTY_CONTRACT, table: 'pairs', numericKey: false, idField: 'code' },
  waxfusion: { code: FUSION_CONTRACT, table: 'pools', numericKey: false, idField: 'id' },
};

const isV2 = (exchange: Exchange): exchange is V2Exchange => exchange in V2_TABLES;

// Numeric keys: with nodeos's default key_type "name", a bound like "5" would read as the name "5".
const I64 = { key_type: 'i64' } as const;

const one = async (read: ReadRows, code: string, table: string, id: string): Promise<unknown> => {
  const rows = await read({ code, scope: code, table, ...I64, lower_bound: id, upper_bound: id, limit: 1 });
  if (rows[0] === undefined) throw new Error(`${code} ${table} has no row ${id}`);
  return rows[0];
};

async function v2Row(read: ReadRows, exchange: V2Exchange, id: string): Promise<unknown> {
  const { code, table, numericKey, idField } = V2_TABLES[exchange];
  if (numericKey) return one(read, code, table, id);
  const rows = await read({ code, scope: code, table, ...I64 });
  const matching = rows.find((row) => typeof row === 'object' && row !== null && String((row as Record<string, unknown>)[idField]) === id);
  // WaxFusion has one pool, named by its token rather than its row id.
  const row = matching ?? (exchange === 'waxfusion' && rows.length === 1 ? rows[0] : undefined);
  if (row === undefined) throw new Error(`${code} ${table} has no pair ${id}`);
  return row;
}

async function venueRows(read: ReadRows, exchange: Exchange, id: string): Promise<VenueRows> {
  if (exchange === 'alcorv2') {
    const [pool, ticks] = await Promise.all([one(read, ALCOR_V3_CONTRACT, 'pools', id), read({ code: ALCOR_V3_CONTRACT, scope: id, table: 'ticks', ...I64 })]);
    return { kind: 'v3', id, pool, ticks };
  }
  if (exchange === 'alcormarket') {
    const [market, buyOrders, sellOrders] = await Promise.all([
      one(read, ORDERBOOK_CONTRACT, 'markets', id),
      read({ code: ORDERBOOK_CONTRACT, scope: id, table: 'buyorder', ...I64 }),
      read({ code: ORDERBOOK_CONTRACT, scope: id, table: 'sellorder', ...I64 }),
    ]);
    return { kind: 'book', id, market, buyOrders, sellOrders };
  }
  if (isV2(exchange)) return { kind: 'v2', exchange, id, row: await v2Row(read, exchange, id) };
  throw new Error(`No table reader for ${exchange}`);
}

/** Rows of every distinct venue of the route; a venue that cannot be read is reported in `problems`, not thrown. */
export async function readRouteVenues(read: ReadRows, route: SwapRoute): Promise<{ venues: VenueRows[]; problems: string[] }> {
  const distinct = new Map<string, { exchange: Exchange; id: string }>();
  for (const step of route.paths.flatMap((path) => path.steps)) distinct.set(`${step.exchange}:${step.venueId}`, { exchange: step.exchange, id: step.venueId });
  const results = await Promise.allSettled([...distinct.values()].map(({ exchange, id }) => venueRows(read, exchange, id)));
  const venues: VenueRows[] = [];
  const problems: string[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') venues.push(result.value);
    else problems.push(`${[...distinct.keys()][i]}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`);
  });
  return { venues, problems };
}
