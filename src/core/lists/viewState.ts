/**
 * What a list on screen asks for, and how the user changes it (SPEC §4 "Sorting and paging"):
 * any sort, search or filter change returns to page 1.
 */
import type { ListPreset } from './presets';
import { nextSort } from './sortState';
import type { ListFilter, ListSort, ListWindow } from './types';

/** A list's view on screen: filters are named so a screen can set and clear each of its own. */
export interface ListViewState {
  readonly sort: ListSort;
  readonly search: string;
  readonly filters: Readonly<Record<string, ListFilter>>;
  /** 1-based; ignored by a list shown whole. */
  readonly page: number;
}

export type ListViewAction =
  | { readonly type: 'sort'; readonly key: string }
  | { readonly type: 'search'; readonly text: string }
  | { readonly type: 'filter'; readonly name: string; readonly filter: ListFilter | null }
  | { readonly type: 'page'; readonly page: number };

/** A list's first view: its preset's sort, no search, no filters, page 1. */
export function initialListView(preset: ListPreset): ListViewState {
  return { sort: preset.defaultSort, search: '', filters: {}, page: 1 };
}

function sameFilter(a: ListFilter | undefined, b: ListFilter | null): boolean {
  if (a === undefined || b === null) return a === undefined && b === null;
  return (
    JSON.stringify(a, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value)) ===
    JSON.stringify(b, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value))
  );
}

/** The view after a user's action; the same object when nothing changed. */
export function reduceListView(state: ListViewState, action: ListViewAction, preset: ListPreset): ListViewState {
  switch (action.type) {
    case 'sort':
      return { ...state, sort: nextSort(state.sort, action.key, preset.ascFirst), page: 1 };
    case 'search':
      return action.text === state.search ? state : { ...state, search: action.text, page: 1 };
    case 'filter': {
      if (sameFilter(state.filters[action.name], action.filter)) return state;
      const filters = { ...state.filters };
      if (action.filter === null) delete filters[action.name];
      else filters[action.name] = action.filter;
      return { ...state, filters, page: 1 };
    }
    case 'page': {
      const page = Number.isInteger(action.page) && action.page >= 1 ? action.page : 1;
      return page === state.page ? state : { ...state, page };
    }
  }
}

/** Pages needed for `total` rows (at least one: an empty list is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of page `page` (1-based). */
export function pageWindow(page: number, pageSize: number): ListWindow {
  return { start: (page - 1) * pageSize, count: pageSize };
}
