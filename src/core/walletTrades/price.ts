/** A trade's price from its exact amounts (never the service's float): token0 per token1, as the pair reads (SPEC §3 Pair). */
import { pow10, unitsToDecimalString } from '../amount';
import { sameToken } from '../domain';
import type { TradeRow } from './row';

/** SPEC §5's finest price precision: prices are cut (never rounded) to this many decimals. */
export const TRADE_PRICE_DECIMALS = 16;

/** token0 per token1 as exact decimal text cut to 16 decimals, trailing zeros dropped; '' when token1's amount is 0. */
export function tradePriceText(trade: TradeRow): string {
  const soldIsToken0 = sameToken(trade.sold, trade.token0);
  const [leg0, leg1] = soldIsToken0 ? [trade.sold, trade.bought] : [trade.bought, trade.sold];
  if (leg1.amount.units === 0n) return '';
  const scaled = (leg0.amount.units * pow10(leg1.amount.precision + TRADE_PRICE_DECIMALS)) / (leg1.amount.units * pow10(leg0.amount.precision));
  const text = unitsToDecimalString(scaled, TRADE_PRICE_DECIMALS);
  return text.replace(/\.?0+$/, '');
}
