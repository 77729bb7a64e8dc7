/**
 * The book's price-level grouping as the page chose it (issue 16 item 6): one step for the watched
 * market, unit_price units per group (1: none). The worker groups what it sends, draws and hovers;
 * another market starts ungrouped.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { MarketApi } from '../../../workers/market.client';

export type BookGroupingDeps = {
  readonly client: () => Pick<MarketApi, 'setGrouping'>;
  readonly warn: (message: string) => void;
};

export function createBookGrouping(deps: BookGroupingDeps) {
  const step = signal(1n);
  const send = (next: bigint) =>
    deps
      .client()
      .setGrouping(next)
      .catch((error: unknown) => deps.warn(`could not group the book: ${String(error)}`));
  return {
    step: step as ReadonlySignal<bigint>,
    /** Groups the book's levels by `next` unit_price units (1: none). */
    set(next: bigint): Promise<void> {
      step.value = next > 1n ? next : 1n;
      return send(step.value);
    },
    /** Another market: back to its levels as they are. */
    reset(): void {
      if (step.value === 1n) return;
      step.value = 1n;
      void send(1n);
    },
  };
}
