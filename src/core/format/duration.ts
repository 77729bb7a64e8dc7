/** Countdowns and chain dates (display only), the same text whatever the browser's locale. */

const two = (value: number) => String(value).padStart(2, '0');

/** A countdown: "2d 03h", "5h 07m", "4m 09s", "0s" (negative counts as 0). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${two(hours)}h`;
  if (hours > 0) return `${hours}h ${two(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${two(seconds)}s`;
  return `${seconds}s`;
}

/** A chain time in UTC, "2024-03-09 01:50 UTC" (the chain keeps UTC; a date in the viewer's zone would shift it). */
export function formatChainDate(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}
