/** Chain time formats: nodeos prints UTC without a zone suffix. */

/** Block timestamps count half-second slots from 2000-01-01 (nodeos's block_timestamp epoch). */
export const BLOCK_TIMESTAMP_EPOCH_MS = 946_684_800_000;

/** `2026-01-01T00:00:00.000` (milliseconds, no `Z`), nodeos's time_point format. */
export function formatTimePoint(ms: number): string {
  return new Date(ms).toISOString().slice(0, 23);
}

/** `2026-01-01T00:00:00`, nodeos's time_point_sec format. */
export function formatTimePointSec(sec: number): string {
  return new Date(sec * 1000).toISOString().slice(0, 19);
}

/** Parses a chain time string (with or without `Z` or fraction) into epoch milliseconds. */
export function parseChainTime(text: string): number {
  const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`;
  const ms = Date.parse(withZone);
  if (Number.isNaN(ms)) throw new Error(`Invalid time: ${text}`);
  return ms;
}

/** Microseconds since the Unix epoch (a time_point) for epoch milliseconds. */
export function msToTimePoint(ms: number): bigint {
  return BigInt(Math.round(ms)) * 1000n;
}
