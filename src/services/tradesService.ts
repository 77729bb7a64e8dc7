/** The trade history through the swap service (SPEC §7 "POST trades": the filters as a JSON body, also `wallets`). */
import { readTradeRow, type TradeRow } from '../core/walletTrades';
import { platformFetch, type FetchFn } from './http';
import { jsonList, postJson } from './serviceJson';

/** One answer: the trades read, and how many malformed rows were left out. */
export interface TradesAnswer {
  readonly rows: TradeRow[];
  readonly skipped: number;
}

export interface TradesService {
  /** Trades matching a cleaned filter body (`cleanTradeFilter`), newest first. */
  trades(body: Readonly<Record<string, unknown>>, signal?: AbortSignal): Promise<TradesAnswer>;
}

/** The trades client of the endpoint at `baseUrl`. */
export function createTradesService(baseUrl: string, fetchFn: FetchFn = platformFetch, warn: (message: string) => void = console.warn): TradesService {
  return {
    async trades(body, signal) {
      const raw = jsonList(await postJson(fetchFn, baseUrl, 'trades', body, signal), 'trades');
      const rows: TradeRow[] = [];
      for (const item of raw) {
        try {
          rows.push(readTradeRow(item));
        } catch (error) {
          // One bad row must not hide the others; it is named in the console.
          warn(`trades: skipped a row: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return { rows, skipped: raw.length - rows.length };
    },
  };
}
