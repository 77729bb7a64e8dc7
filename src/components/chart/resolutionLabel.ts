/** How the chart's toolbar names a resolution: minutes as "15m", hours as "4h", days and longer as written. */
import type { Resolution } from '../../core/candles';

/** "1" → "1m", "240" → "4h", "1D" → "1D". */
export function resolutionLabel(resolution: Resolution): string {
  if (!/^\d+$/.test(resolution)) return resolution;
  const minutes = Number(resolution);
  return minutes % 60 === 0 ? `${minutes / 60}h` : `${minutes}m`;
}

/** True for minute and hour resolutions, whose axis shows times of day. */
export function isIntraday(resolution: Resolution): boolean {
  return /^\d+$/.test(resolution);
}
