/**
 * The page's first script, beside the entry: it reads the build's table of what each route needs
 * (a JSON block in index.html) and asks for the current route's chunks and stylesheets at once, so
 * they download in parallel with the entry instead of after it has run. A server that already put
 * the links in the page (the devnet does) leaves it nothing to add. docs/deploying.md explains it.
 * It then reads the config (preloaded by index.html) and asks for the screen's first reads from the
 * swap endpoint, which the app takes when it asks for them (docs/performance.md, "Reads that start
 * with the code").
 */
import { earlyReadUrls, followingEarlyRead, isSharedEarlyRead, needsMarketWorker } from '../core/earlyReads';
import { parseRoutePreloads, routePreloadFor, ROUTE_PRELOADS_ID } from '../core/urlParams/routePreloads';
import { followEarlyRead, holdEarlyRead, startEarlyReads } from '../services/earlyReads';
import { readStored } from '../state/storage';
import { startMarketWorker } from '../../workers/market.start';

function hasLink(rel: string, href: string): boolean {
  return [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].some((link) => link.getAttribute('href') === href);
}

function addLink(rel: string, href: string, as?: string): void {
  if (hasLink(rel, href) || (rel === 'preload' && hasLink('stylesheet', href))) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = '';
  // After the stylesheets the shell's first paint waits for (routePreloadTags says why).
  if (rel === 'modulepreload') link.fetchPriority = 'low';
  if (as) link.as = as;
  document.head.appendChild(link);
}

const table = parseRoutePreloads(document.getElementById(ROUTE_PRELOADS_ID)?.textContent ?? '[]');
const route = routePreloadFor(table, location.pathname);
if (route) {
  for (const href of route.js) addLink('modulepreload', href);
  // A preload, not a stylesheet: the router's loader adds the stylesheet when the page's chunk runs.
  for (const href of route.css) addLink('preload', href, 'style');
}

// An embedded page has no header: the shell of index.html drops its own before it is painted.
if (new URLSearchParams(location.search).get('disable_layout') === 'true') document.documentElement.dataset.embedded = 'true';

// The order-book screen's worker (book, tape, candles) downloads and starts beside the code.
if (needsMarketWorker(location.pathname)) startMarketWorker();

const CONFIG_URL = '/config.json';
const config = fetch(CONFIG_URL);
// The app reads the config too: it gets a copy of this answer instead of asking again.
holdEarlyRead(
  CONFIG_URL,
  config.then((response) => response.clone()),
);
config
  .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
  .then((raw) => {
    const saved = readStored<string | null>('selectedEndpointName', null, (value): value is string => typeof value === 'string');
    const urls = earlyReadUrls(raw, location, saved);
    startEarlyReads(urls, undefined, isSharedEarlyRead);
    for (const url of urls) followEarlyRead(url, followingEarlyRead);
  })
  .catch(() => undefined);
