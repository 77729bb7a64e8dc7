/** Display text of the swap screen: exact token amounts, prices and rates. */
import type { Amount } from '../../core/amount';
import { formatFixed, formatPrice } from '../../core/format';

/** An exact amount with every decimal of its token and the ticker ("1,234.5600 TLM"). */
export function formatTokenAmount(amount: Amount, ticker: string): string {
  return `${formatFixed(amount, amount.precision)} ${ticker}`;
}

/** "1 WAX = 19.8765 TLM" for a price of `price` output tokens per input token. */
export function formatRate(price: number, input: string, output: string): string {
  return `1 ${input} = ${formatPrice(price)} ${output}`;
}

/** The inverse of a display price, null when it has none. */
export function inversePrice(price: number): number | null {
  return Number.isFinite(price) && price > 0 ? 1 / price : null;
}

/** Slippage in hundredths of a percent as "0.5%". */
export function formatSlippage(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${fraction === '' ? '' : `.${fraction}`}%`;
}
