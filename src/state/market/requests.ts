/**
 * What the screen asks the worker for beyond frames, the latest request winning: the logged-in
 * user's orders in this market (re-read when a frame says they changed) and a level's hover panel.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { BookKind, HoverSummary } from '../../core/orderbook';
import type { MarketApi, UserOrder } from '../../../workers/market.client';

export type MarketRequestsDeps = {
  readonly client: () => Pick<MarketApi, 'userOrders' | 'hover'>;
  readonly warn: (message: string) => void;
};

export function createMarketRequests(deps: MarketRequestsDeps) {
  const userOrders = signal<readonly UserOrder[]>([]);
  const hover = signal<HoverSummary | null>(null);
  let ordersRequest = 0;
  let hoverRequest = 0;

  return {
    userOrders: userOrders as ReadonlySignal<readonly UserOrder[]>,
    hover: hover as ReadonlySignal<HoverSummary | null>,
    /** Re-reads the user's orders; an older answer arriving late is dropped. */
    refreshUserOrders(): void {
      const request = ++ordersRequest;
      void deps
        .client()
        .userOrders()
        .then((orders) => request === ordersRequest && (userOrders.value = orders))
        .catch((error: unknown) => deps.warn(`could not read the user's orders: ${String(error)}`));
    },
    /** Asks the worker for the hover panel of a level; null clears it. The latest request wins. */
    async hoverLevel(side: BookKind, levelIndex: number | null): Promise<void> {
      const request = ++hoverRequest;
      const summary = levelIndex === null ? null : await deps.client().hover(side, levelIndex);
      if (request === hoverRequest) hover.value = summary;
    },
    reset(): void {
      batch(() => {
        userOrders.value = [];
        hover.value = null;
      });
    },
  };
}
