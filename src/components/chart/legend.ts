/** The chart's legend: the candle under the crosshair (or the newest), as text. */
import type { Candle } from '../../core/candles';
import { formatFixed, formatVolume } from '../../core/format';

// A no-break space ties each label to its value, so a narrow chart wraps only between the pairs.
const NBSP = '\u00a0';

/** "O 0.05000000  H …  L …  C …  V 1,234.5678"; empty without a candle. */
export function legendText(candle: Candle | null, pricePrecision: number): string {
  if (!candle) return '';
  const price = (value: number) => formatFixed(value, pricePrecision);
  const pairs = [
    `O${NBSP}${price(candle.open)}`,
    `H${NBSP}${price(candle.high)}`,
    `L${NBSP}${price(candle.low)}`,
    `C${NBSP}${price(candle.close)}`,
    `V${NBSP}${formatVolume(candle.volume)}`,
  ];
  return pairs.join('  ');
}

/** The candle at `time` in a time-ordered list (binary search: the crosshair moves on every pointer move). */
export function candleAt(candles: readonly Candle[], time: number): Candle | null {
  let low = 0;
  let high = candles.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candle = candles[middle]!;
    if (candle.time === time) return candle;
    if (candle.time < time) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}
