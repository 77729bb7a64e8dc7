/** SPEC §4 "Sorting and paging": which sort a click on a column header gives. */
import { ListError, type ListSort, type SortDir } from './types';

/** The sort a `key_dir` preset names (SPEC §9: `24hvolume_desc`, `pair_asc` …). */
export function parseSort(preset: string): ListSort {
  const match = /^(.+)_(asc|desc)$/.exec(preset);
  if (!match) throw new ListError(`Sort "${preset}" must be a column and _asc or _desc`);
  return { key: match[1] as string, dir: match[2] as SortDir };
}

/** The `key_dir` name of a sort. */
export function formatSort(sort: ListSort): string {
  return `${sort.key}_${sort.dir}`;
}

/**
 * The sort after a click on column `key`: the active column toggles desc/asc; a new column starts
 * desc unless it is one of `ascFirst` (the markets list's `pair`).
 */
export function nextSort(current: ListSort, key: string, ascFirst: readonly string[] = []): ListSort {
  if (current.key === key) return { key, dir: current.dir === 'desc' ? 'asc' : 'desc' };
  return { key, dir: ascFirst.includes(key) ? 'asc' : 'desc' };
}
