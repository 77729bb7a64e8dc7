/**
 * Chart resolutions and default time frames (SPEC §9 "Chart"), and how a time falls into a
 * candle. Buckets are UTC: minutes, hours and days from the epoch; 3D in 3-day steps from the
 * epoch (1970-01-01); 1W from Monday 00:00; 1M from the first of the calendar month.
 */

/** The resolutions the chart offers, in TradingView notation (minutes, or D/W/M). */
export const RESOLUTIONS = ['1', '5', '15', '30', '60', '120', '240', '360', '720', '1D', '3D', '1W', '1M'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/** SPEC §9: default 240 (four hours). */
export const DEFAULT_RESOLUTION: Resolution = '240';

const DAY = 86_400;

/** A default time frame: how far back the chart shows and at which resolution. */
export type TimeFrame = { readonly text: string; readonly resolution: Resolution; readonly seconds: number };

/** SPEC §9's default time frames; months are 30 days and years 365 (the span to request, not calendar maths). */
export const TIME_FRAMES: readonly TimeFrame[] = [
  { text: '5y', resolution: '1W', seconds: 5 * 365 * DAY },
  { text: '1y', resolution: '1W', seconds: 365 * DAY },
  { text: '6m', resolution: '120', seconds: 180 * DAY },
  { text: '3m', resolution: '60', seconds: 90 * DAY },
  { text: '1m', resolution: '30', seconds: 30 * DAY },
  { text: '5d', resolution: '5', seconds: 5 * DAY },
  { text: '1d', resolution: '1', seconds: DAY },
];

const SECONDS: Record<Resolution, number> = {
  '1': 60,
  '5': 300,
  '15': 900,
  '30': 1_800,
  '60': 3_600,
  '120': 7_200,
  '240': 14_400,
  '360': 21_600,
  '720': 43_200,
  '1D': DAY,
  '3D': 3 * DAY,
  '1W': 7 * DAY,
  '1M': 30 * DAY,
};

/** True for one of RESOLUTIONS (e.g. a value read back from storage). */
export function isResolution(value: unknown): value is Resolution {
  return typeof value === 'string' && (RESOLUTIONS as readonly string[]).includes(value);
}

/** The nominal length of a candle in seconds (1M counts 30 days; `bucketStart` follows the calendar). */
export function resolutionSeconds(resolution: Resolution): number {
  return SECONDS[resolution];
}

// 1970-01-01 was a Thursday: Mondays fall 4 days after the epoch, modulo a week.
const MONDAY_OFFSET = 4 * DAY;

/** The start (unix seconds) of the candle holding `time` (unix seconds) at `resolution`. */
export function bucketStart(time: number, resolution: Resolution): number {
  const second = Math.floor(time);
  if (resolution === '1M') {
    const date = new Date(second * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
  }
  if (resolution === '1W') {
    const week = SECONDS['1W'];
    return Math.floor((second - MONDAY_OFFSET) / week) * week + MONDAY_OFFSET;
  }
  const size = SECONDS[resolution];
  return Math.floor(second / size) * size;
}
