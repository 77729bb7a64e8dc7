import type { Signal } from '@preact/signals-react';
import { batch } from '@preact/signals-react';
import type { EndpointStatus, SwapEndpoint } from '../../core/config/types';
import { decideEndpointChoice, initialEndpointIndex, needsOtherStatuses, usableEndpoints } from '../../core/endpoints/choice';
import { errorMessage } from '../../core/format';
import { realTimers, type Timers } from '../../services/http';
import { fetchEndpointStatus } from '../../services/swapApi';
import { endpointChoicePending, endpoints, endpointsDown, network, selectedEndpointIndex } from './signals';
import { readStored, writeStored } from '../storage';

/** Called with the newly selected endpoint (or null) whenever the selection changes; the live socket reconnects through it. */
export type EndpointChangeListener = (endpoint: SwapEndpoint | null) => void;

export interface EndpointStoreDeps {
  endpoints: Signal<SwapEndpoint[]>;
  selectedIndex: Signal<number | null>;
  pending: Signal<boolean>;
  /** True once a choice has ended with nothing selected, until one is selected (docs/decisions/0036). */
  down: Signal<boolean>;
  timers: Timers;
  isDevnet: () => boolean;
  fetchStatus: (url: string) => Promise<{ ready: boolean }>;
  now: () => number;
  warn: (message: string) => void;
}

const isName = (v: unknown): v is string => typeof v === 'string';
/** While no endpoint is ready, the statuses are asked again this often, so a screen fills by itself when one is back. */
export const ENDPOINT_RETRY_MS = 5000;
/** What identifies a selection for the change listeners: a status refresh of the same endpoint is no change. */
const selectionKey = (ep: SwapEndpoint | null) => (ep === null ? null : `${ep.url} ${ep.url_socketio}`);

/** The endpoint choice of SPEC §4 over the given signals and IO (the module's default instance is exported below). */
export function createEndpointStore(deps: EndpointStoreDeps) {
  const listeners = new Set<EndpointChangeListener>();
  let notifiedKey: string | null = null;
  let latestChoice = 0;
  let retryTimer: unknown = null;

  function cancelRetry(): void {
    if (retryTimer !== null) deps.timers.clearTimeout(retryTimer);
    retryTimer = null;
  }

  /** The start choice again (the saved name, else index 0), automatic and unsaved. */
  async function retryEndpoints(): Promise<void> {
    cancelRetry();
    const start = initialEndpointIndex(deps.endpoints.value, readStored<string | null>('selectedEndpointName', null, isName));
    if (start !== null) await chooseEndpoint(start, { save: false });
  }

  /** Marks the app as having no endpoint, or one; with none, the choice runs again after a pause. */
  function settle(selectedIndex: number | null, retry: boolean): void {
    cancelRetry();
    deps.down.value = selectedIndex === null;
    if (selectedIndex === null && retry) retryTimer = deps.timers.setTimeout(() => void retryEndpoints(), ENDPOINT_RETRY_MS);
  }

  const selected = () => {
    const index = deps.selectedIndex.value;
    return index === null ? null : (deps.endpoints.value[index] ?? null);
  };

  function notifyIfChanged(): void {
    const endpoint = selected();
    const key = selectionKey(endpoint);
    if (key === notifiedKey) return;
    notifiedKey = key;
    for (const listener of listeners) {
      try {
        listener(endpoint);
      } catch (error) {
        deps.warn(`endpoint change listener failed: ${errorMessage(error)}`);
      }
    }
  }

  /** Asks the endpoint for its status and records it; a failure is stored as `{ error }` and counts as not ready (SPEC §8). */
  async function refreshEndpointStatus(index: number): Promise<boolean> {
    const endpoint = deps.endpoints.value[index];
    if (endpoint === undefined) return false;
    let status: EndpointStatus;
    try {
      status = await deps.fetchStatus(endpoint.url);
    } catch (error) {
      status = { error: errorMessage(error) };
    }
    // The list may have been replaced meanwhile (network change): update the same endpoint wherever it now is.
    deps.endpoints.value = deps.endpoints.value.map((ep) =>
      ep.url === endpoint.url && ep.name === endpoint.name ? { ...ep, status, last_status_update: deps.now() } : ep,
    );
    return 'ready' in status && status.ready;
  }

  /** Refreshes every endpoint's status (the drawer's indicators). */
  function refreshAllEndpointStatuses(): Promise<boolean[]> {
    return Promise.all(deps.endpoints.value.map((_, i) => refreshEndpointStatus(i)));
  }

  const readiness = () => deps.endpoints.value.map((ep) => ep.status !== null && 'ready' in ep.status && ep.status.ready);

  /** Chooses an endpoint as SPEC §4 says; `save` remembers a user's pick by name, automatic fallbacks are never saved. */
  async function chooseEndpoint(index: number, opts: { save?: boolean } = {}): Promise<void> {
    const choice = ++latestChoice;
    deps.pending.value = true;
    try {
      const previous = deps.selectedIndex.value;
      await refreshEndpointStatus(index);
      const input = { requested: index, previous, ready: readiness(), save: opts.save ?? false };
      if (needsOtherStatuses(input)) {
        await Promise.all(deps.endpoints.value.map((_, i) => (i === index ? null : refreshEndpointStatus(i))));
        input.ready = readiness();
      }
      // A newer choice started while this one waited: it decides.
      if (choice !== latestChoice) return;
      const decision = decideEndpointChoice(input);
      if (decision.kind === 'none') deps.warn('No swap API endpoint is ready; none selected');
      deps.selectedIndex.value = decision.index;
      settle(decision.index, true);
      const chosen = decision.index === null ? undefined : deps.endpoints.value[decision.index];
      if (decision.save && chosen !== undefined) writeStored('selectedEndpointName', chosen.name);
      notifyIfChanged();
    } finally {
      if (choice === latestChoice) deps.pending.value = false;
    }
  }

  /** Installs the network's endpoints (dev ones only on the devnet) and makes the start choice: the saved name, else index 0. */
  async function initEndpoints(list: SwapEndpoint[], opts: { isDevnet?: boolean } = {}): Promise<void> {
    const usable = usableEndpoints(list, opts.isDevnet ?? deps.isDevnet()).map((ep) => ({
      ...ep,
      status: ep.status ?? null,
      last_status_update: ep.last_status_update ?? 0,
    }));
    batch(() => {
      deps.endpoints.value = usable;
      deps.selectedIndex.value = null;
      deps.down.value = false;
    });
    cancelRetry();
    const start = initialEndpointIndex(usable, readStored<string | null>('selectedEndpointName', null, isName));
    if (start === null) {
      latestChoice++;
      deps.pending.value = false;
      settle(null, false);
      deps.warn('No swap API endpoint is configured; none selected');
      notifyIfChanged();
      return;
    }
    await chooseEndpoint(start, { save: false });
  }

  /** Subscribes to selection changes; returns the unsubscribe function. */
  function onEndpointChange(listener: EndpointChangeListener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  return { initEndpoints, chooseEndpoint, retryEndpoints, refreshEndpointStatus, refreshAllEndpointStatuses, onEndpointChange };
}

const store = createEndpointStore({
  endpoints,
  selectedIndex: selectedEndpointIndex,
  pending: endpointChoicePending,
  down: endpointsDown,
  timers: realTimers,
  isDevnet: () => network.value?.isDevnet ?? false,
  fetchStatus: (url) => fetchEndpointStatus(url),
  now: () => Date.now(),
  warn: (message) => console.warn(message),
});

export const { initEndpoints, chooseEndpoint, retryEndpoints, refreshEndpointStatus, refreshAllEndpointStatuses, onEndpointChange } = store;
