import { useCallback, useReducer } from 'react';
import { initialListView, reduceListView, type ListFilter, type ListPreset, type ListViewState } from '../../core/lists';

/** A list's view state on screen and the actions that change it (SPEC §4: each change but paging returns to page 1). */
export type ListViewControls = {
  readonly view: ListViewState;
  sortBy(key: string): void;
  search(text: string): void;
  /** Sets (or, with null, clears) the filter named `name`. */
  filter(name: string, filter: ListFilter | null): void;
  goToPage(page: number): void;
};

/** The view state of one list, starting from its preset (SPEC §9). */
export function useListView(preset: ListPreset): ListViewControls {
  const [view, dispatch] = useReducer(
    (state: ListViewState, action: Parameters<typeof reduceListView>[1]) => reduceListView(state, action, preset),
    preset,
    initialListView,
  );
  return {
    view,
    sortBy: useCallback((key: string) => dispatch({ type: 'sort', key }), []),
    search: useCallback((text: string) => dispatch({ type: 'search', text }), []),
    filter: useCallback((name: string, filter: ListFilter | null) => dispatch({ type: 'filter', name, filter }), []),
    goToPage: useCallback((page: number) => dispatch({ type: 'page', page }), []),
  };
}
