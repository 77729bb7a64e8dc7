import { describe, expect, it } from 'vitest';
import { memoShape, readSurface, requestUse, socketUse, unlisted } from '../e2e/surface';

/** The e2e suite's surface check (e2e/surface.ts) against the repository's list, docs/surface.md. */
describe('the outside surface check', () => {
  const listed = readSurface();

  it('allows the real services’ calls as the app makes them', () => {
    const uses = [
      requestUse('GET', 'http://localhost:8080/api/tokens/?nolptoken=true', 'fetch')!,
      requestUse('GET', 'http://localhost:8080/api2/candles?duration=1h&src=alcor&pair_id=1&is_reversed=false&countBack=300', 'fetch')!,
      requestUse('POST', 'http://localhost:8080/v1/chain/get_table_rows', 'fetch')!,
      requestUse('GET', 'http://localhost:8080/lightapi2/topholders/wax/alien.worlds/TLM/1000', 'fetch')!,
      requestUse('GET', 'http://localhost:8080/devnet/logos/alien.worlds/TLM.svg', 'image')!,
      socketUse('42["subscribe",{"room":"orderbooksDelta","params":{"market_id":0}}]')!,
      { kind: 'SIGN', target: `{token contract}::transfer alcordexmain "${memoShape('2400.0000 TLM@alien.worlds', 'judy')}"`, keys: [] },
      { kind: 'SIGN', target: `{token contract}::transfer swap.we "${memoShape('swap,1234,TLM@alien.worlds|12@d-3@a7', 'judy')}"`, keys: [] },
    ];
    expect(unlisted(uses, listed)).toEqual([]);
  });

  it('names an endpoint, a query key, a socket room or a memo of our own', () => {
    const uses = [
      requestUse('GET', 'http://localhost:8080/api/analytics/overview?days=90', 'fetch')!,
      requestUse('GET', 'http://localhost:8080/api/tokens/?foo=1', 'fetch')!,
      socketUse('42["subscribe",{"room":"alerts"}]')!,
      { kind: 'SIGN', target: `{token contract}::transfer alcordexmain "${memoShape('0.0000 TLM@alien.worlds#500012', 'judy')}"`, keys: [] },
    ];
    expect(unlisted(uses, listed)).toEqual([
      'GET {swap}/analytics/overview ?days',
      'GET {swap}/tokens/ ?foo',
      'SIGN {token contract}::transfer alcordexmain "{extended asset}#{n}"',
      'SOCKET subscribe alerts',
    ]);
  });

  it('leaves out the build’s own files, documents and blob: URLs', () => {
    expect(requestUse('GET', 'http://localhost:8080/assets/app-1234.js', 'script')).toBeNull();
    expect(requestUse('GET', 'http://localhost:8080/trade/x', 'document')).toBeNull();
    expect(requestUse('GET', 'blob:http://localhost:8080/0023e73b-06f7-423b-840c-bb49f2d87536', 'image')).toBeNull();
  });
});
