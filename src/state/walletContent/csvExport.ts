/**
 * The trade history's CSV export (issue 18 item 4): exactly the rows the table shows — the loaded
 * trades after its search, filters and sort — read from the lists worker a window at a time, amounts
 * written as exact decimals.
 */
import { encodeCsv } from '../../core/csv';
import { MAX_WINDOW_ROWS, type ListSort, type ListFilter, type ListViewSource } from '../../core/lists';
import { TRADE_CSV_HEADER, tradeCsvRecord, type TradeDetail, type TradeListRow } from '../../core/walletTrades';
import { TRADES_LIST } from './trades';

/** What the table shows: its sort, search and filters. */
export interface TradeTableView {
  readonly sort: ListSort;
  readonly search: string;
  readonly filters: readonly ListFilter[];
}

/** Every row the view shows, in its order; starts over if the list changes under it (a page loaded meanwhile). */
async function shownTradeRows(source: ListViewSource, view: TradeTableView): Promise<TradeListRow[]> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const rows: TradeListRow[] = [];
    let version: number | null = null;
    let total = Infinity;
    // An answer may hold fewer rows than asked (the worker keeps each under DESIGN §6's 10 KiB): go on from its end.
    for (let start = 0; start < total;) {
      const answer = await source.view({ listId: TRADES_LIST, ...view, window: { start, count: MAX_WINDOW_ROWS } });
      if (version !== null && answer.version !== version) break;
      version = answer.version;
      total = answer.total;
      rows.push(...(answer.rows as unknown as TradeListRow[]));
      if (answer.rows.length === 0) break;
      start += answer.rows.length;
    }
    if (rows.length === total) return rows;
  }
  throw new Error('The trade list kept changing while it was exported; try again');
}

/** The CSV text of what the table shows: a header, then one record per trade (its details found by key). */
export async function tradesCsv(
  source: ListViewSource,
  view: TradeTableView,
  detailOf: (key: string) => TradeDetail | null,
): Promise<{ text: string; rows: number }> {
  const rows = await shownTradeRows(source, view);
  const records = rows.map((row) => {
    const detail = detailOf(row.key);
    if (detail === null) throw new Error(`Trade ${row.key} is listed but its details are gone; load the history again`);
    return tradeCsvRecord(row, detail);
  });
  return { text: encodeCsv([[...TRADE_CSV_HEADER], ...records]), rows: rows.length };
}
