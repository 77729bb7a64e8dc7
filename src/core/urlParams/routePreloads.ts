/**
 * What a route needs before it can paint, as the build found it: the route's own JavaScript chunks
 * and stylesheets beyond the entry's. The build writes the table into index.html as JSON; the page's
 * preload script (src/app/routePreload.ts) and the devnet's server read it, so a route's chunks are
 * fetched together with the entry rather than after it (docs/deploying.md, "Preloading a route").
 */
export interface RoutePreload {
  /** The route's path pattern, as the router has it (`/trade/:src?/:quote?/:base?`). */
  readonly path: string;
  /** Absolute URLs of the route's JavaScript chunks, the page's own first. */
  readonly js: readonly string[];
  /** Absolute URLs of the stylesheets those chunks import. */
  readonly css: readonly string[];
}

/** The id of the JSON block in index.html that holds the table. */
export const ROUTE_PRELOADS_ID = 'waxwing-route-preloads';

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Whether a path pattern of static segments and `:param` / `:param?` matches a pathname. */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  if (have.length > want.length) return false;
  return want.every((segment, i) => {
    const part = have[i];
    if (segment.startsWith(':')) return part !== undefined || segment.endsWith('?');
    return part === segment;
  });
}

const staticSegments = (path: string) => segmentsOf(path).filter((segment) => !segment.startsWith(':')).length;

/**
 * The table's entry for a pathname: a route with more static segments wins, as in the router
 * (`/wallet/transfer` before `/wallet/:address?`); null when no route matches.
 */
export function routePreloadFor(table: readonly RoutePreload[], pathname: string): RoutePreload | null {
  let best: RoutePreload | null = null;
  for (const route of table) {
    if (!matchesRoutePath(route.path, pathname)) continue;
    if (best === null || staticSegments(route.path) > staticSegments(best.path)) best = route;
  }
  return best;
}

/** Reads the JSON table, keeping only well-formed entries (a hand-edited index.html must not break a page). */
export function parseRoutePreloads(text: string): RoutePreload[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const isUrlList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string' && item.startsWith('/'));
  return parsed.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, js, css } = item as Record<string, unknown>;
    return typeof path === 'string' && isUrlList(js) && isUrlList(css) ? [{ path, js, css }] : [];
  });
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The link tags a server puts in the page's head for a route: module preloads, and preloads of its
 * stylesheets (not stylesheets: they would hold the first paint of index.html's shell; the page's
 * chunk adds each stylesheet, by then in the cache, before it renders). The code is asked at low
 * priority: it must not take the link from the stylesheets that the shell's first paint waits for
 * (docs/performance.md, "The first screen").
 */
export function routePreloadTags(route: RoutePreload): string {
  const scripts = route.js.map((url) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(url)}">`);
  const styles = route.css.map((url) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(url)}">`);
  return [...scripts, ...styles].join('');
}
