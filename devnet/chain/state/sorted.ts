/** A sorted array with binary search: the ordered key sets behind tables and their indexes. */

/** Orders two values: negative, zero or positive. */
export type Compare<T> = (a: T, b: T) => number;

/** First position whose item is ≥ probe (or > probe when `strict`). */
export function searchSorted<T, P>(items: readonly T[], probe: P, compare: (item: T, probe: P) => number, strict = false): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const c = compare(items[mid]!, probe);
    if (c < 0 || (strict && c === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Inserts keeping order; returns the position. */
export function insertSorted<T>(items: T[], item: T, compare: Compare<T>): number {
  const at = searchSorted(items, item, compare);
  items.splice(at, 0, item);
  return at;
}

/** Removes an item equal to `item` (by compare); returns whether one was found. */
export function removeSorted<T>(items: T[], item: T, compare: Compare<T>): boolean {
  const at = searchSorted(items, item, compare);
  if (at < items.length && compare(items[at]!, item) === 0) {
    items.splice(at, 1);
    return true;
  }
  return false;
}

/** bigint ordering. */
export const compareBigInt: Compare<bigint> = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
