/**
 * The top chart pie (SPEC §2 Analytics): each exchange's share of the volume, largest first, the
 * smallest folded into "Other" so the pie stays readable, and the SVG arcs that draw it.
 */

/** One slice: an exchange (or 'other') and its part of the whole, 0–1. */
export type Slice = { readonly key: string; readonly value: number; readonly share: number };

/** Slices of `entries` by value, largest first, at most `max` (the rest summed as 'other'); zero values are left out. */
export function shareSlices(entries: readonly { readonly key: string; readonly value: number }[], max = 6): Slice[] {
  const positive = entries.filter((entry) => entry.value > 0 && Number.isFinite(entry.value)).sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  const total = positive.reduce((sum, entry) => sum + entry.value, 0);
  if (total === 0) return [];
  const kept = positive.length > max ? positive.slice(0, max - 1) : positive;
  const rest = positive.slice(kept.length).reduce((sum, entry) => sum + entry.value, 0);
  const slices = kept.map((entry) => ({ key: entry.key, value: entry.value, share: entry.value / total }));
  return rest > 0 ? [...slices, { key: 'other', value: rest, share: rest / total }] : slices;
}

/** The SVG path of a ring segment from `start` to `end` (fractions of the turn, clockwise from 12 o'clock) around (r, r). */
export function arcPath(start: number, end: number, radius: number, inner: number): string {
  // A whole ring cannot be one arc (start and end points coincide): two halves.
  if (end - start >= 0.9999) return `${arcPath(0, 0.5, radius, inner)} ${arcPath(0.5, 1, radius, inner)}`;
  const point = (fraction: number, r: number) => {
    const angle = fraction * 2 * Math.PI - Math.PI / 2;
    return `${(radius + r * Math.cos(angle)).toFixed(3)} ${(radius + r * Math.sin(angle)).toFixed(3)}`;
  };
  const large = end - start > 0.5 ? 1 : 0;
  return [
    `M ${point(start, radius)}`,
    `A ${radius} ${radius} 0 ${large} 1 ${point(end, radius)}`,
    `L ${point(end, inner)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(start, inner)}`,
    'Z',
  ].join(' ');
}
