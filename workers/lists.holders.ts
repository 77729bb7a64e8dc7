/**
 * The lists worker's own holders fetch (DESIGN §4): `topholders` is fetched, parsed and turned into
 * columns here, so a token with 100,000 holders never crosses to the page, which asks for windows
 * only. The light API's host fallback (SPEC §7, §8) is src/core/lightApi's, the one the app's
 * client uses.
 */
import { holderColumns, HOLDERS_SCHEMA, type HolderSummary } from '../src/core/holders';
import { fetchFromHosts, readTopHolders, topHoldersPath, type LightApiIo } from '../src/core/lightApi';
import type { ListStore } from '../src/core/lists';

/** Which token's holders to fetch, and how to read them. */
export interface HoldersSource {
  /** Light API hosts in the order they are tried (absolute URLs: a worker has no page to resolve against). */
  readonly hosts: readonly string[];
  /** The chain name in light API paths (`wax`). */
  readonly chain: string;
  readonly contract: string;
  readonly symbol: string;
  /** The `{n}` of the path: the network's top-holders limit. */
  readonly limit: number;
  /** The token's precision: amounts are read exactly at it. */
  readonly precision: number;
  /** The supply in units, for each holder's share; null when unknown. */
  readonly supply: bigint | null;
}

/** A host that never answers must not stall the fallback (the app's light API client waits as long). */
export const HOLDERS_FETCH_TIMEOUT_MS = 10_000;

/** The worker's IO: fetch with a timeout, a pause, and the console for the failures SPEC §8 logs. */
export const workerLightApiIo: LightApiIo = {
  async fetchText(url) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timeout')), HOLDERS_FETCH_TIMEOUT_MS);
    try {
      const res = await fetch(url, { signal: controller.signal });
      const text = await res.text();
      if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
      return text;
    } finally {
      clearTimeout(timer);
    }
  },
  pause: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  warn: (message) => console.warn(message),
};

/** Fetches the holders through the hosts in turn and holds them as `listId`; answers what the page shows besides the rows. */
export async function loadHolders(store: ListStore, listId: string, source: HoldersSource, io: LightApiIo): Promise<HolderSummary> {
  const path = topHoldersPath(source.chain, source.contract, source.symbol, source.limit);
  // Parsed inside the host's turn: a malformed answer is that host's failure, and the next is tried.
  const { columns, summary } = await fetchFromHosts(
    source.hosts,
    path,
    (text) => holderColumns(readTopHolders(JSON.parse(text)), source.precision, source.supply),
    io,
  );
  store.load(listId, HOLDERS_SCHEMA, columns);
  return summary;
}
