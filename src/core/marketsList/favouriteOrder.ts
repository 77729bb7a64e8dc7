/**
 * The favourite markets' order (SPEC §3 Favourites: keys `src_id`; §4: adding one already present
 * is ignored, up/down ranking is ignored at the ends). Pure: the store keeps and persists the list.
 */

/** The list with `key` added at the end; the same list when it is already there. */
export function addFavourite(keys: readonly string[], key: string): readonly string[] {
  return keys.includes(key) ? keys : [...keys, key];
}

/** The list without `key`; the same list when it was not there. */
export function removeFavourite(keys: readonly string[], key: string): readonly string[] {
  return keys.includes(key) ? keys.filter((other) => other !== key) : keys;
}

/** The list with `key` one place up or down; the same list at the end it would leave, or when absent. */
export function moveFavourite(keys: readonly string[], key: string, direction: 'up' | 'down'): readonly string[] {
  const at = keys.indexOf(key);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= keys.length) return keys;
  const next = [...keys];
  next[at] = keys[to] as string;
  next[to] = key;
  return next;
}

/** Each favourite's rank (0 = first). */
export function favouriteRanks(keys: readonly string[]): ReadonlyMap<string, number> {
  return new Map(keys.map((key, rank) => [key, rank]));
}
