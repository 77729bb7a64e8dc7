/** Display figures of a market derived from its prices (display-only numbers, DESIGN §3). */
import { pricePrecision } from '../../core/format';
import type { Market } from '../../core/domain';

/**
 * The last price in USD (SPEC §2 "center bar with last price and fiat price"): last × WAX/USD when
 * prices are in WAX, else through the base token's WAX price; null when a rate is unknown.
 */
export function fiatPrice(lastPrice: number | null, market: Market, waxUsd: number | null): number | null {
  if (lastPrice === null || waxUsd === null || !(waxUsd > 0)) return null;
  const isWax = market.base.ticker === 'WAX' && market.base.contract === 'eosio.token';
  const waxPerBase = isWax ? 1 : market.baseWaxPrice;
  return waxPerBase > 0 ? lastPrice * waxPerBase * waxUsd : null;
}

/**
 * Price decimals for the whole screen (SPEC §5 ladder), fixed per market from the list's reference
 * price, so columns do not change width as the price ticks across a ladder step.
 */
export function marketPricePrecision(market: Market): number {
  const reference = market.lastPrice || market.bestAsk || market.bestBid;
  return pricePrecision(reference > 0 ? reference : null);
}
