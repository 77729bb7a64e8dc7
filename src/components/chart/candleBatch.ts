/** Thins a batch of realtime candle changes to what the chart has to draw. */
import type { Candle, CandleChange } from '../../core/candles';

/**
 * The last candle of each time in a batch (oldest first, as the candle queue drains): a busy market
 * rewrites the newest candle once per trade, and each `series.update` makes lightweight-charts
 * recompute every pane, so only the final state of each candle is worth drawing.
 */
export function lastPerTime(changes: readonly CandleChange[]): Candle[] {
  const candles: Candle[] = [];
  for (const { candle } of changes) {
    if (candles.at(-1)?.time === candle.time) candles[candles.length - 1] = candle;
    else candles.push(candle);
  }
  return candles;
}
