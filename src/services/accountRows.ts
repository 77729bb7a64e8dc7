/**
 * An account's contract rows through the swap service (SPEC §7 get_mapped_rows, get_indexed_rows):
 * its resting order-book orders, its v3 positions and its limit orders, each with its scope; and the
 * ticks of the v3 pools those positions are in. Rows stay raw here: src/core reads them.
 */
import { platformFetch, type FetchFn } from './http';
import { getJson } from './serviceJson';

/** An account's rows by kind (each carrying its `scope`: market id, pool id, or the contract). */
export interface AccountRows {
  readonly buyOrders: readonly unknown[];
  readonly sellOrders: readonly unknown[];
  readonly positions: readonly unknown[];
  readonly limitOrders: readonly unknown[];
}

export interface AccountRowsService {
  mappedRows(account: string): Promise<AccountRows>;
  /** The ticks of each pool, by pool id (100 pools a request, as the service takes). */
  poolTicks(poolIds: readonly number[]): Promise<Map<number, readonly unknown[]>>;
}

/** The service answers at most this many scopes per get_indexed_rows request. */
const SCOPES_PER_REQUEST = 100;

type Json = Record<string, unknown>;
const record = (raw: unknown): Json => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Json) : {});
const rowsOf = (raw: unknown, what: string): readonly unknown[] => {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new Error(`${what} must be a list`);
  return raw;
};

/** The client of the endpoint at `baseUrl`. */
export function createAccountRowsService(baseUrl: string, fetchFn: FetchFn = platformFetch): AccountRowsService {
  return {
    async mappedRows(account) {
      const answer = record(await getJson(fetchFn, baseUrl, `get_mapped_rows/${encodeURIComponent(account)}`));
      const book = record(answer.alcordexmain);
      const limit = record(answer.calcormining);
      return {
        buyOrders: rowsOf(book.buyorder, 'alcordexmain.buyorder'),
        sellOrders: rowsOf(book.sellorder, 'alcordexmain.sellorder'),
        positions: rowsOf(record(answer['swap.alcor']).positions, 'swap.alcor.positions'),
        limitOrders: rowsOf(limit.orders, 'calcormining.orders'),
      };
    },
    async poolTicks(poolIds) {
      const ticks = new Map<number, readonly unknown[]>();
      for (let start = 0; start < poolIds.length; start += SCOPES_PER_REQUEST) {
        const scopes = poolIds.slice(start, start + SCOPES_PER_REQUEST);
        const answer = record(await getJson(fetchFn, baseUrl, `get_indexed_rows/swap.alcor/${scopes.join(',')}`));
        for (const id of scopes) ticks.set(id, rowsOf(record(answer[String(id)]).ticks, `swap.alcor ticks of pool ${id}`));
      }
      return ticks;
    },
  };
}
