/**
 * Sorted orders of a list's rows (SPEC §4, §6). One ascending order per column (ties by row id) is
 * the only real sort; the descending order is it reversed with ties kept by row id, and banned
 * rows are moved to the end of a descending order and the start of an ascending one. Changed rows
 * are merged into a kept order instead of sorting again.
 */
import { floatKey, floatWords, int64Words, radixOrder, textOrder } from './radix';
import type { SortDir } from './types';

/** A column as the sorts read it: text already lower-cased (the sort is case-insensitive). */
export type SortColumn =
  | { readonly kind: 'number'; readonly values: Float64Array }
  | { readonly kind: 'units'; readonly values: BigInt64Array }
  | { readonly kind: 'text'; readonly values: readonly string[] };

/** The ascending comparison the sorts agree with: a column's values, then row ids. */
export function compareRows(column: SortColumn): (a: number, b: number) => number {
  switch (column.kind) {
    case 'number': {
      const values = column.values;
      return (a, b) => floatKey(values[a] as number) - floatKey(values[b] as number) || a - b;
    }
    case 'units': {
      const values = column.values;
      return (a, b) => {
        const x = values[a] as bigint;
        const y = values[b] as bigint;
        return x < y ? -1 : x > y ? 1 : a - b;
      };
    }
    case 'text': {
      const values = column.values;
      return (a, b) => {
        const x = values[a] as string;
        const y = values[b] as string;
        return x < y ? -1 : x > y ? 1 : a - b;
      };
    }
  }
}

/** True when rows a and b hold the same sort value. */
function sameValue(column: SortColumn): (a: number, b: number) => boolean {
  if (column.kind === 'number') return (a, b) => floatKey(column.values[a] as number) === floatKey(column.values[b] as number);
  const values = column.values;
  return (a, b) => values[a] === values[b];
}

/** Rows 0 … n−1 in ascending order of the column, ties by row id. */
export function ascendingOrder(column: SortColumn, n: number): Uint32Array {
  if (column.kind === 'text') return textOrder(column.values, n);
  const { hi, lo } = column.kind === 'number' ? floatWords(column.values, n) : int64Words(column.values, n);
  return radixOrder(hi, lo, n);
}

/** The ascending order reversed, each run of equal values kept in row-id order. */
function descendingOrder(ascending: Uint32Array, column: SortColumn): Uint32Array {
  const n = ascending.length;
  const out = new Uint32Array(n);
  const same = sameValue(column);
  let write = 0;
  let runEnd = n;
  // Walk runs of equal values from the largest down; copy each run forwards.
  for (let i = n - 1; i >= 0; i--) {
    if (i > 0 && same(ascending[i] as number, ascending[i - 1] as number)) continue;
    out.set(ascending.subarray(i, runEnd), write);
    write += runEnd - i;
    runEnd = i;
  }
  return out;
}

/**
 * The order shown for a direction: banned rows (`banned[id]` = 1) after the rest when descending,
 * before them when ascending (SPEC §6), each part in the column's order.
 */
export function directedOrder(ascending: Uint32Array, column: SortColumn, dir: SortDir, banned: Uint8Array | null): Uint32Array {
  const sorted = dir === 'asc' ? ascending : descendingOrder(ascending, column);
  if (banned === null) return sorted;
  const out = new Uint32Array(sorted.length);
  const bannedFirst = dir === 'asc';
  let write = 0;
  for (const pass of [bannedFirst, !bannedFirst]) {
    for (let i = 0; i < sorted.length; i++) {
      const id = sorted[i] as number;
      if ((banned[id] === 1) === pass) out[write++] = id;
    }
  }
  return out;
}

/**
 * An ascending order of `n` rows from a kept one after rows changed value or were added: the kept
 * order without the changed rows, merged with the changed rows sorted (`changed` lists every row
 * id ≥ the kept order's length too).
 */
export function mergeChanged(kept: Uint32Array, changed: Uint32Array, n: number, column: SortColumn): Uint32Array {
  const compare = compareRows(column);
  const moved = new Uint8Array(n);
  for (const id of changed) moved[id] = 1;
  const incoming = Uint32Array.from(changed).sort(compare);
  const out = new Uint32Array(n);
  let write = 0;
  let next = 0;
  for (let i = 0; i < kept.length; i++) {
    const id = kept[i] as number;
    if (moved[id] === 1) continue;
    while (next < incoming.length && compare(incoming[next] as number, id) < 0) out[write++] = incoming[next++] as number;
    out[write++] = id;
  }
  while (next < incoming.length) out[write++] = incoming[next++] as number;
  return out;
}
