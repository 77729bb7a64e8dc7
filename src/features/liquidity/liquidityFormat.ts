/** Display helpers of the liquidity panels: exact amounts, prices, shares, WAX and USD values. */
import { makeAmount, toDisplayNumber } from '../../core/amount';
import type { Token } from '../../core/domain';
import { formatFixed, formatPrice, formatUsd, formatWaxAmount, waxToUsd, type WaxRates } from '../../core/format';
import { spotPrice } from '../../core/v2';

/** "12.3400 TLM": every decimal of the token, as the chain writes it. */
export function formatTokenUnits(units: bigint, token: Token): string {
  return `${formatFixed(makeAmount(units, token.precision), token.precision)} ${token.ticker}`;
}

/** "1 A = 4.2 B" from the reserves; a dash for an empty pool. */
export function formatPoolPrice(from: Token, fromReserve: bigint, to: Token, toReserve: bigint): string {
  const price = spotPrice(makeAmount(toReserve, to.precision), makeAmount(fromReserve, from.precision));
  return `1 ${from.ticker} = ${formatPrice(price)} ${to.ticker}`;
}

/** A share 0..1 as "1.2345 %". */
export function formatShare(share: number): string {
  return `${formatFixed(share * 100, share > 0 && share < 0.0001 ? 8 : 4)} %`;
}

/** WAX worth of some units at a WAX price (0 when the price is unknown, SPEC §3). */
export function waxWorth(units: bigint, token: Token, waxPrice: number | null): number {
  return waxPrice === null ? 0 : toDisplayNumber(makeAmount(units, token.precision)) * waxPrice;
}

/** "12.345 WAX · $1.234". */
export function formatWaxAndUsd(wax: number, rates: WaxRates): string {
  return `${formatWaxAmount(wax)} WAX · ${formatUsd(waxToUsd(wax, rates))}`;
}
