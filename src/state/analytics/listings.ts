/**
 * The new listings feed (SPEC §2 Analytics, /analytics/listings): listingevents 100 a page, newest
 * first; "load more" asks below the last one held while the last page came back full (SPEC §9).
 */
import { effect, signal, untracked, type ReadonlySignal } from '@preact/signals-react';
import { appendListings, hasMoreListings, nextListingsBound, type ListingEvent } from '../../core/analytics/listings';
import type { AnalyticsService } from '../../services/analyticsService';
import { errorMessage } from '../../core/format';

export const LISTINGS_AREA = 'analytics_listings';

export type ListingsState = {
  readonly events: readonly ListingEvent[];
  readonly phase: 'idle' | 'loading' | 'ready' | 'error';
  /** A page is on its way after the first. */
  readonly loadingMore: boolean;
  /** The last page was full: more may exist. */
  readonly more: boolean;
  readonly error: string | null;
};

export type ListingsDeps = {
  readonly apiUrl: ReadonlySignal<string | null>;
  readonly service: (baseUrl: string) => Pick<AnalyticsService, 'listings'>;
  readonly runPageFetch: <T>(name: string, fetcher: () => Promise<T>) => Promise<T>;
};

const IDLE: ListingsState = { events: [], phase: 'idle', loadingMore: false, more: false, error: null };

/** The listings store over the given endpoint and service. */
export function createListingsStore(deps: ListingsDeps) {
  const state = signal<ListingsState>(IDLE);
  let busy = false;
  let wanted = false;

  async function page(url: string, first: boolean): Promise<void> {
    if (busy) return;
    busy = true;
    const held = first ? [] : state.value.events;
    state.value = first ? { ...IDLE, phase: 'loading' } : { ...state.value, loadingMore: true, error: null };
    try {
      const events = await deps.runPageFetch(LISTINGS_AREA, () => deps.service(url).listings(first ? null : nextListingsBound(held)));
      if (deps.apiUrl.value !== url) return;
      state.value = { events: appendListings(held, events), phase: 'ready', loadingMore: false, more: hasMoreListings(events.length), error: null };
    } catch (error) {
      if (deps.apiUrl.value !== url) return;
      state.value = first ? { ...IDLE, phase: 'error', error: errorMessage(error) } : { ...state.value, loadingMore: false, error: errorMessage(error) };
    } finally {
      busy = false;
    }
  }

  /** The first page, unless held already (or on its way). */
  function loadListings(): Promise<void> {
    wanted = true;
    const url = deps.apiUrl.value;
    if (url === null || state.value.phase === 'ready') return Promise.resolve();
    return page(url, true);
  }

  /** The next page, when the last one was full. */
  function loadMoreListings(): Promise<void> {
    const url = deps.apiUrl.value;
    if (url === null || state.value.phase !== 'ready' || !state.value.more) return Promise.resolve();
    return page(url, false);
  }

  /** Forgets what is held and loads the first page again (a retry). */
  function reloadListings(): Promise<void> {
    state.value = IDLE;
    return loadListings();
  }

  // Another endpoint (or the first one chosen) has its own listings: load them if they were asked for.
  const stop = effect(() => {
    const url = deps.apiUrl.value;
    untracked(() => {
      state.value = IDLE;
      busy = false;
      if (wanted && url !== null) void page(url, true);
    });
  });

  return { listings: state as ReadonlySignal<ListingsState>, loadListings, loadMoreListings, reloadListings, dispose: stop };
}
