/**
 * Live prices of the pairs a list shows (SPEC §2 Markets page: visible rows tick): the market
 * worker follows their rooms (workers/market/priceWatch.ts) on its socket, opened here to the
 * selected endpoint on the first watch and closed when the list stops watching — no per-row polling.
 * The market screen opens the socket again for itself.
 */
import type { LiveEndpoint, MarketApi, PriceSource, PriceTick } from '../../../workers/market.client';

export type LivePricesDeps = {
  readonly client: () => Pick<MarketApi, 'open' | 'close' | 'watchPrices'>;
  /** Where the socket goes now (null: no endpoint chosen). */
  readonly endpoint: () => LiveEndpoint | null;
  readonly onToken: (token: string) => void;
  readonly onTicks: (ticks: PriceTick[]) => void;
  readonly warn: (message: string) => void;
};

/** Follows a list's visible pairs; `watch([])` or `stop()` lets them go. */
export function createLivePrices(deps: LivePricesDeps) {
  let opened: string | null = null;
  const warn = (error: unknown) => deps.warn(`live prices: ${String(error)}`);
  // Frames and order-book snapshots are the market screen's; the list wants prices only.
  const hooks = { onToken: (token: string) => deps.onToken(token), onFrame: () => undefined, fetchSnapshot: async () => null };

  return {
    /** Follows these pairs (at most a screenful), leaving the others; opens the socket the first time. */
    watch(sources: readonly PriceSource[]): void {
      const client = deps.client();
      const endpoint = deps.endpoint();
      if (sources.length > 0 && endpoint !== null && opened !== endpoint.apiUrl) {
        if (opened !== null) client.close().catch(warn);
        opened = endpoint.apiUrl;
        client.open(endpoint, hooks).catch(warn);
      }
      if (opened === null) return;
      client.watchPrices(sources, sources.length === 0 ? undefined : (ticks) => deps.onTicks(ticks)).catch(warn);
    },
    /** Stops following and closes the socket this opened. */
    stop(): void {
      if (opened === null) return;
      const client = deps.client();
      client.watchPrices([]).catch(warn);
      client.close().catch(warn);
      opened = null;
    },
  };
}
