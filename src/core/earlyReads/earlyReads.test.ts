import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earlyReadUrls, followingEarlyRead, isSharedEarlyRead, needsMarketWorker } from './earlyReads';

const endpoint = (name: string, url: string, is_dev = false) => ({ flag: 'x', name, url, url_socketio: '/', is_dev });
const CONFIG = {
  defaultNetwork: 'devnet',
  networks: {
    devnet: { isDevnet: true, swapEndpoints: [endpoint('Dev only', '/dev/', true), endpoint('Devnet', '/api/'), endpoint('Backup', '/api2/')] },
    wax: { isDevnet: false, swapEndpoints: [endpoint('Dev', 'https://dev.example/api/', true), endpoint('Finland', 'https://fi.example/api/')] },
  },
};
const at = (pathname: string, search = '') => ({ pathname, search, origin: 'http://localhost:8080' });

describe('earlyReadUrls', () => {
  it("asks the first usable endpoint for its status and the route's reads, resolved against the page", () => {
    expect(earlyReadUrls(CONFIG, at('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token'), null)).toEqual([
      'http://localhost:8080/dev/status/',
      'http://localhost:8080/dev/tokens/?nolptoken=true',
      'http://localhost:8080/dev/markets/',
    ]);
  });

  it('takes the saved endpoint, and leaves out development endpoints off the devnet', () => {
    expect(earlyReadUrls(CONFIG, at('/swap'), 'Backup')[0]).toBe('http://localhost:8080/api2/status/');
    expect(earlyReadUrls(CONFIG, at('/swap', '?network=wax'), null)).toEqual([
      'https://fi.example/api/status/',
      'https://fi.example/api/tokens/?nolptoken=true',
    ]);
    expect(earlyReadUrls(CONFIG, at('/swap', '?network=wax'), 'Gone')[0]).toBe('https://fi.example/api/status/');
  });

  it("asks for the pair's venues when a swap or limit URL names both tokens", () => {
    expect(earlyReadUrls(CONFIG, at('/swap/WAX_eosio.token/TLM_alien.worlds'), 'Devnet').at(-1)).toBe(
      'http://localhost:8080/api/pairDirectSources/WAX_eosio.token/TLM_alien.worlds',
    );
    expect(earlyReadUrls(CONFIG, at('/limit/WAX_eosio.token/TLM_alien.worlds'), 'Devnet')).toHaveLength(3);
    for (const path of ['/swap/WAX_eosio.token', '/swap/wax_eosio.token/TLM_alien.worlds', '/swap/TLM_alien.worlds/TLM_alien.worlds', '/trade/a/b'])
      expect(
        earlyReadUrls(CONFIG, at(path), 'Devnet').some((url) => url.includes('pairDirectSources')),
        path,
      ).toBe(false);
  });

  it("asks for the pair page's list by its exchange, and the listings' first page", () => {
    const last = (path: string) => earlyReadUrls(CONFIG, at(path), 'Devnet').at(-1);
    expect(last('/analytics/pair/alcorv2/1')).toBe('http://localhost:8080/api/poolsv3/');
    expect(last('/analytics/pair/alcormarket/7')).toBe('http://localhost:8080/api/markets/');
    expect(last('/analytics/pair/taco/WAXTLM')).toBe('http://localhost:8080/api/pools/');
    for (const path of ['/analytics/pair', '/analytics/pair/alcorv2', '/analytics/pair/nowhere/1', '/analytics/pair/alcorv2/1/more'])
      expect(
        earlyReadUrls(CONFIG, at(path), 'Devnet').some((url) => /\/(pools|poolsv3|markets)\/$/.test(url)),
        path,
      ).toBe(false);
    expect(last('/analytics/listings')).toBe('http://localhost:8080/api/listingevents?limit=100');
  });

  it('a network asked for that is not configured falls back to the default, as the app does', () => {
    expect(earlyReadUrls(CONFIG, at('/limit', '?network=nowhere'), null)[0]).toBe('http://localhost:8080/dev/status/');
  });

  it('reads nothing for the home and about pages, and only the status for a route it has no list for', () => {
    expect(earlyReadUrls(CONFIG, at('/'), null)).toEqual([]);
    expect(earlyReadUrls(CONFIG, at('/about/'), null)).toEqual([]);
    expect(earlyReadUrls(CONFIG, at('/nowhere/at/all'), null)).toEqual(['http://localhost:8080/dev/status/']);
  });

  it('tells the wallet transfer page from a wallet page', () => {
    expect(earlyReadUrls(CONFIG, at('/wallet/transfer'), null)).toHaveLength(2);
    expect(earlyReadUrls(CONFIG, at('/wallet/alice'), null)).toHaveLength(4);
  });

  it('never throws on a config it cannot read, and then asks for nothing', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (config, path) => {
        const urls = earlyReadUrls(config, at(`/${path}`), null);
        expect(Array.isArray(urls)).toBe(true);
      }),
    );
    expect(earlyReadUrls({ defaultNetwork: 'devnet', networks: { devnet: { swapEndpoints: 'no' } } }, at('/swap'), null)).toEqual([]);
    expect(earlyReadUrls(null, at('/swap'), null)).toEqual([]);
  });
});

describe('the route table', () => {
  it('starts the market worker for the order-book screen only', () => {
    expect(needsMarketWorker('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token')).toBe(true);
    expect(needsMarketWorker('/trade')).toBe(true);
    expect(needsMarketWorker('/swap')).toBe(false);
    expect(needsMarketWorker('/markets')).toBe(false);
  });

  it('shares the token list only: several stores of the first screen read it', () => {
    const urls = earlyReadUrls(CONFIG, at('/markets'), 'Devnet');
    expect(urls.filter(isSharedEarlyRead)).toEqual(['http://localhost:8080/api/tokens/?nolptoken=true']);
  });
});

describe('followingEarlyRead', () => {
  const VENUES = 'http://localhost:8080/api/pairDirectSources/WAX_eosio.token/TLM_alien.worlds';
  const venue = (src: string, pair_id: string | number, reserve0: string, reserve1: string, is_reversed = false, src_type = 'pools') => ({
    src,
    src_type,
    pair_id,
    is_reversed,
    reserve0,
    reserve1,
  });

  it("asks for the deepest venue's candles at the default resolution, by the first token's reserve on either side", () => {
    const answer = [
      venue('defibox', 1, '10.0000', '900.0000'),
      venue('alcorv2', 7, '500.0000', '20.0000', true),
      venue('alcormarket', 3, '800', '1', false, 'markets'),
    ];
    expect(followingEarlyRead(VENUES, answer)).toBe('http://localhost:8080/api/candles?duration=240&src=alcormarket&pair_id=3&is_reversed=false&countBack=300');
    expect(followingEarlyRead(VENUES, [venue('defibox', 1, '10', '900'), venue('alcorv2', 7, '5', '20', true)])).toBe(
      'http://localhost:8080/api/candles?duration=240&src=alcorv2&pair_id=7&is_reversed=true&countBack=300',
    );
  });

  it('follows nothing else: another read, an answer it cannot read, or a pair no known venue trades', () => {
    expect(followingEarlyRead('http://localhost:8080/api/tokens/?nolptoken=true', [venue('defibox', 1, '1', '1')])).toBeNull();
    expect(followingEarlyRead(VENUES, { error: 'down' })).toBeNull();
    expect(followingEarlyRead(VENUES, [42])).toBeNull();
    expect(followingEarlyRead(VENUES, [])).toBeNull();
    expect(followingEarlyRead(VENUES, [venue('nowhere', 1, '1', '1')])).toBeNull();
  });

  it('never throws, whatever the answer holds', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (answer) => {
        const next = followingEarlyRead(VENUES, answer);
        expect(next === null || next.startsWith('http://localhost:8080/api/candles?duration=240&src=')).toBe(true);
      }),
    );
  });
});
