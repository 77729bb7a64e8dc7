/** Builders for positions tests: a TLM/WAX-like market (quote 4 decimals, base 8). */
import { makeAmount } from '../amount';
import type { NewPosition } from './machine';
import type { PositionMarket, PositionOrder } from './types';

export const MARKET: PositionMarket = { src: 'alcormarket', pairId: 1 };
export const BASE_PRECISION = 8;
export const QUOTE_PRECISION = 4;

/** A LONG of 100 TLM at 0.2 WAX, opened by peggy at time 1000, unless told otherwise. */
export function newPosition(overrides: Partial<NewPosition> = {}): NewPosition {
  return {
    id: 'p1',
    time: 1_000,
    openedBy: 'peggy',
    market: MARKET,
    side: 'LONG',
    amount: makeAmount(1_000_000n, QUOTE_PRECISION),
    entryPrice: 20_000_000n,
    basePrecision: BASE_PRECISION,
    ...overrides,
  };
}

/** A buy order placed at `timestamp` (unix s). */
export function order(id: string, timestamp: number, side: 'bids' | 'asks' = 'bids'): PositionOrder {
  return { id, side, unitPrice: '20000000', timestamp };
}
