import { useEffect } from 'react';
import type { Market } from '../../../core/domain';
import { watchPositions } from '../../../state/positions';

/** While the market screen shows `market`, its virtual positions are handed to the market worker (reconciled and priced on every book change). */
export function usePositionsWatch(market: Market | null): void {
  const src = market?.src;
  const id = market?.id;
  const base = market?.base;
  const quote = market?.quote;
  useEffect(() => {
    if (src === undefined || id === undefined || base === undefined || quote === undefined) return;
    watchPositions({ src, pairId: id, base, quote });
    return () => watchPositions(null);
  }, [src, id, base, quote]);
}
