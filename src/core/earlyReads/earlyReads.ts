/**
 * The first reads a screen makes from the swap endpoint, known before the app's code has run: the
 * page's first script asks for them beside the code, and the app takes the answers when it asks for
 * the same URLs (docs/performance.md, "Reads that start with the code"). A read the app never asks
 * for costs one request and nothing else; the app's own requests decide what is shown.
 */
import { initialEndpointIndex, usableEndpoints } from '../endpoints/choice';
import { resolveUrl } from '../config/network';
import { LISTINGS_PAGE_SIZE } from '../analytics/listings';
import { isExchange, pairListPath } from '../urlParams/exchanges';
import { matchesRoutePath } from '../urlParams/routePreloads';
import { candleQueryString, DEFAULT_RESOLUTION, PAIR_CHART_COUNT_BACK } from '../candles';
import { deepestSource, directSourcesOf } from '../domain';

/** Paths below the endpoint, exactly as the screens ask for them. */
const TOKENS = 'tokens/?nolptoken=true';
const LISTS = ['markets/', 'pools/', 'poolsv3/'];

/**
 * What each route's first screen reads from the swap endpoint besides its status, and whether it
 * needs the market worker (book, tape and candles). The home and about pages read nothing from the
 * endpoint; a route missing here gets the status alone.
 */
export const ROUTE_EARLY_READS: readonly { readonly path: string; readonly reads: readonly string[]; readonly marketWorker?: true }[] = [
  { path: '/trade/:src?/:quote?/:base?', reads: [TOKENS, 'markets/'], marketWorker: true },
  { path: '/markets', reads: [TOKENS, 'lastVolumes/', 'lastPriceChanges/', ...LISTS] },
  { path: '/analytics', reads: [TOKENS, ...LISTS] },
  { path: '/analytics/listings', reads: [TOKENS, `listingevents?limit=${LISTINGS_PAGE_SIZE}`] },
  { path: '/analytics/token/:thash?', reads: [TOKENS, 'tokens/'] },
  { path: '/analytics/pair/:src?/:id?', reads: [TOKENS] },
  { path: '/swap/:input?/:output?', reads: [TOKENS] },
  { path: '/limit/:input?/:output?', reads: [TOKENS] },
  { path: '/liquidity/add', reads: [TOKENS] },
  { path: '/liquidity/manage/:exchange?/:id?', reads: [TOKENS] },
  { path: '/wallet/transfer', reads: [TOKENS] },
  { path: '/wallet/:address?', reads: [TOKENS, 'tokens/', 'pools/'] },
];

const routeOf = (pathname: string) => ROUTE_EARLY_READS.find((route) => matchesRoutePath(route.path, pathname));

/**
 * Whether an early answer goes to every store that reads it on the first screen, not only the first:
 * the token list, which the swap store and the lists of /markets and /analytics each ask for.
 */
export function isSharedEarlyRead(url: string): boolean {
  return url.endsWith(`/${TOKENS}`);
}

/** Whether the route's first screen runs the market worker: it is then started beside the code. */
export function needsMarketWorker(pathname: string): boolean {
  return routeOf(pathname)?.marketWorker === true;
}

/** A token as the swap and limit URLs name it (TICKER_contract). */
const TOKEN_PARAM = /^[A-Z0-9]{1,7}_[a-z1-5.]{1,12}$/;

/**
 * The pair's venues, which the swap and limit screens read for their chart as soon as both tokens
 * are known: asked early when the URL names both, exactly as the screens ask for them.
 */
function pairReads(pathname: string): string[] {
  const [, screen, input, output, ...rest] = pathname.split('/');
  if ((screen !== 'swap' && screen !== 'limit') || rest.length > 0 || input === undefined || output === undefined) return [];
  return TOKEN_PARAM.test(input) && TOKEN_PARAM.test(output) && input !== output ? [`pairDirectSources/${input}/${output}`] : [];
}

const PAIR_VENUES = '/pairDirectSources/';

/**
 * The read that follows an early read's answer, when one does: the pair's venues give the swap and
 * limit charts' history (the deepest venue's candles at the default resolution, exactly as the chart
 * asks for them), so the chart's data is in before the app has run. Null for any other read, an
 * answer it cannot read, or a pair with no venue.
 */
export function followingEarlyRead(url: string, answer: unknown): string | null {
  const at = url.indexOf(PAIR_VENUES);
  if (at < 0 || !Array.isArray(answer)) return null;
  let source;
  try {
    source = deepestSource(directSourcesOf(answer));
  } catch {
    return null;
  }
  if (source === null) return null;
  const query = { duration: DEFAULT_RESOLUTION, src: source.src, pairId: source.pairId, isReversed: source.isReversed, countBack: PAIR_CHART_COUNT_BACK };
  return `${url.slice(0, at)}/candles?${candleQueryString(query)}`;
}

/** The pair page's first read: the list its exchange's pairs are in, when the URL names an exchange and an id. */
function pairPageReads(pathname: string): string[] {
  const [, analytics, pair, src, id, ...rest] = pathname.split('/');
  if (analytics !== 'analytics' || pair !== 'pair' || rest.length > 0 || !isExchange(src) || id === undefined || id === '') return [];
  return [pairListPath(src)];
}

/** Routes whose first screen needs nothing from the swap endpoint, not even its status. */
const NO_READS = ['/', '/about'];

/** Where the page is: its path, query string and origin. */
export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
  readonly origin: string;
}

interface EndpointLike {
  readonly name: string;
  readonly url: string;
  readonly is_dev: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function endpointsOf(network: Record<string, unknown>): EndpointLike[] {
  const list = Array.isArray(network.swapEndpoints) ? (network.swapEndpoints as unknown[]) : [];
  return list.filter((ep): ep is EndpointLike => isRecord(ep) && typeof ep.name === 'string' && typeof ep.url === 'string' && typeof ep.is_dev === 'boolean');
}

/** The network the app will run: `?network=` when configured, else the default (as the app chooses it). */
function networkOf(config: Record<string, unknown>, search: string): Record<string, unknown> | null {
  const networks = isRecord(config.networks) ? config.networks : {};
  const requested = new URLSearchParams(search).get('network');
  const key = requested !== null && Object.hasOwn(networks, requested) ? requested : config.defaultNetwork;
  const network = typeof key === 'string' && Object.hasOwn(networks, key) ? networks[key] : null;
  return isRecord(network) ? network : null;
}

/**
 * The URLs to ask for early: the status of the endpoint the app tries first (the saved one, else the
 * first usable) and the route's reads from it. Tolerant: a config it cannot read gives none (the app
 * reports the config's faults itself).
 */
export function earlyReadUrls(config: unknown, page: PageLocation, savedEndpointName: string | null): string[] {
  if (!isRecord(config) || NO_READS.includes(page.pathname.replace(/(.)\/+$/, '$1'))) return [];
  const network = networkOf(config, page.search);
  if (network === null) return [];
  const usable = usableEndpoints(endpointsOf(network), network.isDevnet === true);
  const start = initialEndpointIndex(usable, savedEndpointName);
  const endpoint = start === null ? undefined : usable[start];
  if (endpoint === undefined) return [];
  const base = resolveUrl(endpoint.url, page.origin).replace(/\/+$/, '');
  const reads = routeOf(page.pathname)?.reads ?? [];
  return ['status/', ...reads, ...pairReads(page.pathname), ...pairPageReads(page.pathname)].map((path) => `${base}/${path}`);
}
