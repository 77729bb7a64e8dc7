import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListViewSource } from '../../core/lists';
import { INITIAL_WINDOW, ListWindowFetcher, type FrameScheduler, type ListQuery, type ListWindowState } from './listWindow';

const nextFrame: FrameScheduler = (run) => {
  const id = requestAnimationFrame(run);
  return () => cancelAnimationFrame(id);
};

/** The handle a table keeps on its window of a list. */
export type ListWindowHandle = {
  readonly state: ListWindowState;
  /** The rows in view now (asked for at the next frame unless loaded). */
  want(start: number, count: number): void;
  retry(): void;
};

/**
 * The rows of `query` a table shows, fetched from `source` through a ListWindowFetcher (one request
 * per animation frame, stale answers dropped); a new `revision` asks for the same window again.
 */
export function useListWindow(source: ListViewSource, query: ListQuery, revision: unknown, margin: number): ListWindowHandle {
  const [state, setState] = useState<ListWindowState>(INITIAL_WINDOW);
  const fetcherRef = useRef<ListWindowFetcher | null>(null);
  // The table's body asks from its own effects, which run before this hook's (children first).
  const wantedRef = useRef<{ start: number; count: number } | null>(null);

  useEffect(() => {
    const fetcher = new ListWindowFetcher(source, setState, nextFrame, margin);
    fetcherRef.current = fetcher;
    if (wantedRef.current) fetcher.want(wantedRef.current.start, wantedRef.current.count);
    return () => {
      fetcher.dispose();
      if (fetcherRef.current === fetcher) fetcherRef.current = null;
    };
  }, [source, margin]);

  // The query's parts, not its object: a screen may build a new one each render.
  const { listId, sort, search, filters } = query;
  useEffect(() => {
    fetcherRef.current?.setQuery({ listId, sort, search, filters }, revision);
  }, [source, margin, listId, sort, search, filters, revision]);

  const want = useCallback((start: number, count: number) => {
    wantedRef.current = { start, count };
    fetcherRef.current?.want(start, count);
  }, []);
  const retry = useCallback(() => fetcherRef.current?.retry(), []);
  return { state, want, retry };
}
