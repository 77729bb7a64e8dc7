/** What the trade box tells the user before signing (issue 16 item 1): a crossing limit price, and the fee. */
import { feeOf, type BookSide } from '../actions/orderbook';

/**
 * True when a limit order at `unitPrice` would fill at once against the other side (it takes, as a
 * taker): a buy at or above the best ask, a sell at or below the best bid.
 */
export function limitCrossesBook(side: BookSide, unitPrice: bigint, bestBid: bigint | null, bestAsk: bigint | null): boolean {
  if (side === 'buy') return bestAsk !== null && unitPrice >= bestAsk;
  return bestBid !== null && unitPrice <= bestBid;
}

/** The market's fee on `receivedUnits` (rounded up, in the contract's favour), 0 for nothing received. */
export function feeOnReceived(receivedUnits: bigint, feeBps: number): bigint {
  return receivedUnits <= 0n ? 0n : feeOf(receivedUnits, feeBps);
}
