/**
 * The token page's store (SPEC §2 Analytics, §5, §8): the token's figures from the swap service's
 * tokens/ list and its chain stat under the `token_init` loading area, then its holders — fetched,
 * parsed and held by the lists worker — and the light API's holder count under `token_holders`.
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals-react';
import { zeroAmount } from '../../core/amount';
import { sameToken, tokenHash, type TokenId } from '../../core/domain';
import type { LightApi } from '../../services/lightApi';
import type { Pair } from '../../core/domain';
import type { TokenDetails } from '../../services/tokenDetails';
import type { TokenStat } from '../../services/tokenStat';
import type { HoldersSource, ListsClient } from '../../../workers/lists.client';
import type { HoldersState, TokenPageState, TokenSupply } from './types';

/** Where holders come from on the current network. */
export interface HolderHosts {
  readonly hosts: readonly string[];
  readonly limit: number;
  readonly client: Pick<LightApi, 'holdercount'>;
}

export interface TokenPageDeps {
  /** The selected swap-service endpoint's base URL; null while none is chosen. */
  readonly apiUrl: ReadonlySignal<string | null>;
  readonly holderHosts: ReadonlySignal<HolderHosts | null>;
  fetchDetails(baseUrl: string, token: TokenId): Promise<TokenDetails | null>;
  fetchStat(token: TokenId): Promise<TokenStat | null>;
  /** The venues trading WAX and `token` directly (pairDirectSources, WAX first). */
  fetchWaxVenues(baseUrl: string, token: TokenId): Promise<Pair[]>;
  readonly lists: Pick<ListsClient, 'loadHolders' | 'drop'>;
  /** A page fetch under a named loading area (src/state/ui `runPageFetch`). */
  runPageFetch<T>(name: string, fetcher: () => Promise<T>): Promise<T>;
  warn(message: string, error?: unknown): void;
}

const WAX: TokenId = { ticker: 'WAX', contract: 'eosio.token' };

/** SPEC §8 loading areas of the token page. */
export const TOKEN_INIT = 'token_init';
export const TOKEN_HOLDERS = 'token_holders';
/** SPEC §8: logged (only) when the stat cannot be read. */
export const STAT_FAILED = 'Unable to load token stat';

const NO_HOLDERS: HoldersState = { listId: null, phase: 'idle', summary: null, count: null };
const IDLE: TokenPageState = { token: null, phase: 'idle', details: null, supply: null, holders: NO_HOLDERS, chartVenue: undefined };

/** The pool (v2 or v3, not a book) holding the most WAX: its candles stand for the token's price. */
export function deepestWaxPool(venues: readonly Pair[]): Pair | null {
  let best: Pair | null = null;
  for (const venue of venues) if (venue.srcType !== 'markets' && (best === null || venue.depth0 > best.depth0)) best = venue;
  return best;
}

/** The holders list of a token: one per token, so a page left and opened again asks the worker afresh. */
export const holdersListId = (token: TokenId) => `holders:${tokenHash(token)}`;

/** The token page store over the given IO. */
export function createTokenPageStore(deps: TokenPageDeps) {
  const state = signal<TokenPageState>(IDLE);
  let wanted: TokenId | null = null;
  let generation = 0;
  const current = (run: number) => run === generation;

  /** The stat, or null when missing or unreadable (SPEC §8: the failure is logged only). */
  async function statOf(token: TokenId): Promise<TokenStat | null> {
    try {
      return await deps.fetchStat(token);
    } catch (error) {
      deps.warn(STAT_FAILED, error);
      return null;
    }
  }

  async function loadHolders(run: number, token: TokenId, precision: number, supply: TokenSupply): Promise<void> {
    const hosts = deps.holderHosts.peek();
    if (hosts === null) return;
    const listId = holdersListId(token);
    state.value = { ...state.value, holders: { ...NO_HOLDERS, listId, phase: 'loading' } };
    const source: HoldersSource = {
      hosts: hosts.hosts,
      chain: 'wax',
      contract: token.contract,
      symbol: token.ticker,
      limit: hosts.limit,
      precision,
      supply: supply.known ? supply.supply.units : null,
    };
    const count = hosts.client.holdercount(token.contract, token.ticker).catch((error: unknown) => {
      deps.warn(`Could not read the holder count of ${token.ticker}`, error);
      return null;
    });
    try {
      const summary = await deps.runPageFetch(TOKEN_HOLDERS, () => deps.lists.loadHolders(listId, source));
      if (!current(run)) return;
      state.value = { ...state.value, holders: { listId, phase: 'ready', summary, count: state.value.holders.count } };
    } catch {
      if (current(run)) state.value = { ...state.value, holders: { ...state.value.holders, phase: 'error' } };
    }
    const holderCount = await count;
    if (current(run)) state.value = { ...state.value, holders: { ...state.value.holders, count: holderCount } };
  }

  async function loadChartVenue(run: number, token: TokenId, baseUrl: string): Promise<void> {
    let venue: Pair | null = null;
    if (!sameToken(token, WAX)) {
      try {
        venue = deepestWaxPool(await deps.fetchWaxVenues(baseUrl, token));
      } catch (error) {
        deps.warn(`Could not find the WAX pools of ${token.ticker} for its chart`, error);
      }
    }
    if (current(run)) state.value = { ...state.value, chartVenue: venue };
  }

  async function load(token: TokenId, baseUrl: string): Promise<void> {
    const run = ++generation;
    state.value = { ...IDLE, token, phase: 'loading' };
    let found: [TokenDetails | null, TokenStat | null];
    try {
      found = await deps.runPageFetch(TOKEN_INIT, async () => {
        // The stat is read once the token is known to exist (an unknown contract has no table to read), and a failed one does not fail the page.
        const details = await deps.fetchDetails(baseUrl, token);
        return [details, details === null ? null : await statOf(token)];
      });
    } catch {
      if (current(run)) state.value = { ...state.value, phase: 'error' };
      return;
    }
    if (!current(run)) return;
    const [details, stat] = found;
    if (details === null) {
      state.value = { ...state.value, phase: 'notFound' };
      return;
    }
    const zero = zeroAmount(details.token.precision);
    const supply: TokenSupply = stat ? { supply: stat.supply, maxSupply: stat.maxSupply, known: true } : { supply: zero, maxSupply: zero, known: false };
    state.value = { ...state.value, phase: 'ready', details, supply };
    await Promise.all([loadChartVenue(run, token, baseUrl), loadHolders(run, token, details.token.precision, supply)]);
  }

  /** Shows `token` (again, when asked twice); waits for an endpoint when none is chosen yet. */
  function open(token: TokenId): Promise<void> {
    wanted = token;
    const url = deps.apiUrl.peek();
    return url === null ? Promise.resolve() : load(token, url);
  }

  /** Leaves the page: forgets the holders list. */
  function close(): void {
    generation += 1;
    const listId = state.value.holders.listId;
    if (listId !== null) void deps.lists.drop(listId);
    wanted = null;
    state.value = IDLE;
  }

  // A newly chosen endpoint has its own figures: load again for the token shown.
  let lastUrl = deps.apiUrl.peek();
  const stop = effect(() => {
    const url = deps.apiUrl.value;
    if (url === lastUrl) return;
    lastUrl = url;
    if (wanted !== null && url !== null) void load(wanted, url);
  });

  return { tokenPage: state as ReadonlySignal<TokenPageState>, open, close, dispose: stop };
}
