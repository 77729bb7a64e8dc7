import { selectNetworkKey } from '../../core/config/network';
import type { NetworkConfig } from '../../core/config/types';
import { loadAppConfig, pageOrigin } from '../../services/config';
import { platformFetch, type FetchFn } from '../../services/http';
import { setNetwork } from './signals';
import { initEndpoints } from './endpoints';
import { refreshRates } from './rates';

export interface BootOptions {
  fetchFn?: FetchFn;
  /** The page's query string; `?network=wax` picks a network without a rebuild. */
  search?: string;
  origin?: string | null;
}

export interface BootResult {
  networkKey: string;
  network: NetworkConfig;
  /** Settles when the start endpoint choice and the first rates read are done (the app need not wait for it). */
  ready: Promise<void>;
}

/** Loads `/config.json`, makes the chosen network current, then starts the endpoint choice and the rates read. */
export async function bootState(options: BootOptions = {}): Promise<BootResult> {
  const search = options.search ?? (typeof location === 'undefined' ? '' : location.search);
  const config = await loadAppConfig(options.fetchFn ?? platformFetch, options.origin === undefined ? pageOrigin() : options.origin);
  const { key, ignoredRequest } = selectNetworkKey(config, search);
  if (ignoredRequest !== null) console.warn(`Unknown network "${ignoredRequest}" asked in the URL; using "${key}"`);
  const network = config.networks[key] as NetworkConfig;
  setNetwork(network);
  const ready = Promise.all([initEndpoints(network.swapEndpoints, { isDevnet: network.isDevnet }), refreshRates()]).then(() => undefined);
  return { networkKey: key, network, ready };
}
