/** Resource figures for display (SPEC §3 Account resources): RAM and NET in bytes, CPU in microseconds. */
import { formatFixed, NO_VALUE } from './fixed';

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes in binary units: "512 B", "3.79 KB", "1.25 MB"; a negative quota (unlimited) gives "Unlimited". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return NO_VALUE;
  if (bytes < 0) return 'Unlimited';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} B` : `${formatFixed(value, 2)} ${BYTE_UNITS[unit]}`;
}

/** CPU time: "850 µs", "12.35 ms", "1.44 s"; negative (unlimited) gives "Unlimited". */
export function formatCpuTime(microseconds: number): string {
  if (!Number.isFinite(microseconds)) return NO_VALUE;
  if (microseconds < 0) return 'Unlimited';
  if (microseconds < 1000) return `${Math.round(microseconds)} µs`;
  if (microseconds < 1_000_000) return `${formatFixed(microseconds / 1000, 2)} ms`;
  return `${formatFixed(microseconds / 1_000_000, 2)} s`;
}

/** The share of a limit used, 0–1 (null when the limit is unknown, zero or unlimited). */
export function usedShare(used: number, max: number): number | null {
  if (!(max > 0) || !Number.isFinite(used)) return null;
  return Math.min(1, Math.max(0, used / max));
}
