import { parseAppConfig } from '../core/config/parseAppConfig';
import { resolveNetworkUrls } from '../core/config/network';
import type { AppConfig } from '../core/config/types';
import { platformFetch, type FetchFn } from './http';
import { errorMessage } from '../core/format';

export type { AppConfig } from '../core/config/types';

/** The page origin in a browser; null elsewhere (relative URLs then stay relative). */
export function pageOrigin(): string | null {
  return typeof location === 'undefined' ? null : location.origin;
}

/**
 * Reads and validates `/config.json` (runtime configuration, no rebuild needed), resolving origin-relative
 * URLs against the page origin. Throws an Error saying what is wrong.
 */
export async function loadAppConfig(fetchFn: FetchFn = platformFetch, origin: string | null = pageOrigin()): Promise<AppConfig> {
  let response: Response;
  try {
    // The default cache mode, so the page's preload of it is used; the server marks it no-cache, so
    // a changed config still takes effect on the next load, without a rebuild.
    response = await fetchFn('/config.json');
  } catch (error) {
    throw new Error(`Could not load /config.json: ${errorMessage(error)}`, { cause: error });
  }
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch (error) {
    throw new Error('/config.json is not valid JSON', { cause: error });
  }
  const config = parseAppConfig(raw);
  const networks = Object.fromEntries(Object.entries(config.networks).map(([key, network]) => [key, resolveNetworkUrls(network, origin)]));
  return { ...config, networks };
}
