/** The market order that closes a position: the opposite side of it. */
import type { PositionSide } from './types';

/** Closing a LONG sells its amount, closing a SHORT buys it back. */
export function closingSide(side: PositionSide): 'buy' | 'sell' {
  return side === 'LONG' ? 'sell' : 'buy';
}
