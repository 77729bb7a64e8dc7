import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { EXCHANGES } from '../urlParams/exchanges';
import { TLM, USDT, v2, WAX } from './fixtures.testutil';
import { buildRouteGraph } from './graph';
import { decodeSwapMemo, encodeSwapMemo, routeTransfers, type SwapMemo } from './memo';
import { findSwapRoutes } from './findRoutes';

const memo: SwapMemo = {
  minOutUnits: 123_456n,
  tokenOut: { ticker: 'TLM', contract: 'alien.worlds' },
  hops: [
    { id: '12', exchange: 'defibox' },
    { id: '5', exchange: 'alcorv2' },
    { id: 'LSWAX', exchange: 'waxfusion' },
  ],
};

describe('swap.we memo', () => {
  it('writes the router format', () => {
    expect(encodeSwapMemo(memo)).toBe('swap,123456,TLM@alien.worlds|12@d-5@a2-LSWAX@wf');
    expect(
      encodeSwapMemo({
        ...memo,
        hops: [
          { id: '26', exchange: 'alcormarket' },
          { id: 'WAXTACO', exchange: 'taco' },
        ],
      }),
    ).toBe('swap,123456,TLM@alien.worlds|26@ad-WAXTACO@t');
  });

  it('reads back every memo it writes', () => {
    const hop = fc.record({ id: fc.stringMatching(/^[0-9A-Za-z.]{1,32}$/), exchange: fc.constantFrom(...EXCHANGES) });
    const anyMemo = fc.record({
      minOutUnits: fc.bigInt(0n, 2n ** 63n - 1n),
      tokenOut: fc.record({ ticker: fc.stringMatching(/^[A-Z]{1,7}$/), contract: fc.stringMatching(/^[a-z1-5]{1,12}$/) }),
      hops: fc.array(hop, { minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(anyMemo, (written) => {
        expect(decodeSwapMemo(encodeSwapMemo(written))).toEqual({ ok: true, memo: written });
      }),
      { numRuns: 300 },
    );
  });

  it('refuses malformed memos with a reason', () => {
    const bad = [
      'swap,1,TLM@alien.worlds|',
      'swap,-1,TLM@alien.worlds|12@d',
      'swap,01,TLM@alien.worlds|12@d',
      'swap,1,tlm@alien.worlds|12@d',
      'swap,1,TLM@alien.worlds|12@x',
      'swap,1,TLM@alien.worlds|12@d-',
      'swap,1,TLM@alien.|12@d',
      'swap,9223372036854775808,TLM@alien.worlds|12@d',
      'swap,1,TLM@alien.worlds|1@d-2@d-3@d-4@d',
      'deposit',
    ];
    for (const text of bad) expect(decodeSwapMemo(text), text).toMatchObject({ ok: false, reason: expect.any(String) });
    expect(decodeSwapMemo('swap,1,TLM@alien.worlds|1@d-2@d-3@d-4@d', 4).ok).toBe(true);
  });

  it('refuses to write what it could not read', () => {
    expect(() => encodeSwapMemo({ ...memo, hops: [] })).toThrow(/at least one hop/);
    expect(() => encodeSwapMemo({ ...memo, minOutUnits: -1n })).toThrow(RangeError);
    expect(() => encodeSwapMemo({ ...memo, tokenOut: { ticker: 'tlm', contract: 'alien.worlds' } })).toThrow(RangeError);
    expect(() => encodeSwapMemo({ ...memo, hops: [{ id: 'a-b', exchange: 'taco' }] })).toThrow(/hop code/);
  });

  it('turns a split route into one transfer per split, each with its own minimum', () => {
    const graph = buildRouteGraph([
      v2('1', 'defibox', TLM, WAX, 10_000_000n, 5_000_000_000n),
      v2('5', 'taco', TLM, WAX, 10_000_000n, 5_000_000_000n),
      v2('7', 'adex', WAX, USDT, 10n ** 11n, 500_000n),
    ]);
    const result = findSwapRoutes(graph, { tokenIn: TLM, tokenOut: WAX, amountIn: makeAmount(2_000_000n, 4) });
    if (!result.ok) throw new Error(result.message);
    const transfers = routeTransfers(result.routes[0]!);
    expect(transfers).toEqual([
      { contract: 'alien.worlds', to: 'swap.we', quantity: '100.0000 TLM', memo: 'swap,451038918,WAX@eosio.token|1@d' },
      { contract: 'alien.worlds', to: 'swap.we', quantity: '100.0000 TLM', memo: 'swap,451038918,WAX@eosio.token|5@t' },
    ]);
    expect(transfers.map((transfer) => decodeSwapMemo(transfer.memo).ok)).toEqual([true, true]);
  });
});
