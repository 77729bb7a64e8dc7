import { describe, expect, it } from 'vitest';
import { matchesRoutePath, parseRoutePreloads, routePreloadFor, routePreloadTags, type RoutePreload } from './routePreloads';

const route = (path: string, js: string[] = [`/assets${path.replace(/\W+/g, '_')}.js`], css: string[] = []): RoutePreload => ({ path, js, css });
const TABLE = [
  route('/'),
  route('/wallet/transfer'),
  route('/wallet/:address?'),
  route('/trade/:src?/:quote?/:base?'),
  route('/liquidity/manage/:exchange?/:id?'),
  route('/analytics/token/:thash?'),
];

describe('matchesRoutePath', () => {
  it('matches static segments exactly and optional parameters present or not', () => {
    expect(matchesRoutePath('/trade/:src?/:quote?/:base?', '/trade/alcormarket/tlm_alien.worlds/wax_eosio.token')).toBe(true);
    expect(matchesRoutePath('/trade/:src?/:quote?/:base?', '/trade')).toBe(true);
    expect(matchesRoutePath('/trade/:src?/:quote?/:base?', '/trade/a/b/c/d')).toBe(false);
    expect(matchesRoutePath('/', '/')).toBe(true);
    expect(matchesRoutePath('/', '/swap')).toBe(false);
    expect(matchesRoutePath('/about', '/about/')).toBe(true);
    expect(matchesRoutePath('/:id', '/')).toBe(false);
  });
});

describe('routePreloadFor', () => {
  it('picks the route with more static segments, as the router does', () => {
    expect(routePreloadFor(TABLE, '/wallet/transfer')?.path).toBe('/wallet/transfer');
    expect(routePreloadFor(TABLE, '/wallet/alice')?.path).toBe('/wallet/:address?');
    expect(routePreloadFor(TABLE, '/analytics/token/tlm_alien.worlds')?.path).toBe('/analytics/token/:thash?');
    expect(routePreloadFor(TABLE, '/')?.path).toBe('/');
  });

  it('finds nothing for a path no route has (the 404 page needs no route chunk)', () => {
    expect(routePreloadFor(TABLE, '/nowhere/at/all')).toBeNull();
  });
});

describe('parseRoutePreloads', () => {
  it('keeps well-formed entries and drops the rest', () => {
    const text = JSON.stringify([route('/'), { path: '/x', js: 'not a list', css: [] }, { path: '/y', js: ['https://elsewhere/x.js'], css: [] }, null]);
    expect(parseRoutePreloads(text)).toEqual([route('/')]);
    expect(parseRoutePreloads('not json')).toEqual([]);
    expect(parseRoutePreloads('{"path":"/"}')).toEqual([]);
  });
});

describe('routePreloadTags', () => {
  it('writes module preloads (at low priority) then stylesheets, with attributes escaped', () => {
    expect(routePreloadTags(route('/', ['/assets/a.js'], ['/assets/a".css']))).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a.js"><link rel="preload" as="style" crossorigin href="/assets/a&quot;.css">',
    );
  });
});
