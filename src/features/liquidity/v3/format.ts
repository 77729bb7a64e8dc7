/** Display helpers of the v3 liquidity panels (display only: nothing here reaches an action). */
import { unitsToDecimalString } from '../../../core/amount';
import { formatPrice, formatUsd } from '../../../core/format';
import { fractionToNumber, type PriceFraction } from '../../../core/v3';

/** A range bound for display: 0 below the lowest usable tick, ∞ above the highest. */
export function boundText(price: PriceFraction | null, side: 'lower' | 'upper'): string {
  if (price === null) return side === 'lower' ? '0' : '∞';
  return formatPrice(fractionToNumber(price));
}

/** A price as editable field text: 8 significant digits, no grouping (the field parses it back exactly). */
export function priceFieldText(price: PriceFraction | null, side: 'lower' | 'upper'): string {
  if (price === null) return side === 'lower' ? '0' : '∞';
  const value = fractionToNumber(price);
  if (value >= 1e21 || value < 1e-12) return value.toExponential(6);
  return value
    .toPrecision(8)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/** B per A as a number, for display. */
export const priceNumber = (price: PriceFraction): number => fractionToNumber(price);

/** Units of a token, exactly, at its precision ("1.50000000"). */
export const unitsText = (units: bigint, precision: number): string => unitsToDecimalString(units, precision);

/** The USD worth of units at a WAX price per whole token and the WAX/USD rate, or "—" when either is unknown. */
export function usdText(units: bigint, precision: number, waxPrice: number | null, waxUsd: number | null): string {
  if (waxPrice === null || waxUsd === null) return '—';
  return formatUsd((Number(units) / 10 ** precision) * waxPrice * waxUsd);
}
