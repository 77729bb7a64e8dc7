import { describe, expect, it } from 'vitest';
import { firstPairedWith, pairNavigation, resolveSwapPair, swapPath } from './swapPair';
import type { ListedToken } from './token';

function token(ticker: string, contract: string, pairedWith: string[], precision = 4): ListedToken {
  return {
    ticker,
    contract,
    precision,
    key: `${ticker}_${contract}`,
    logo: null,
    waxPrice: null,
    isWax: ticker === 'WAX',
    isLpToken: false,
    rank: 0,
    volume24h: 0,
    liquidity: 0,
    pairedWith,
  };
}

const WAX = token('WAX', 'eosio.token', ['TLM_alien.worlds', 'NEFTY_token.nefty'], 8);
const USDT = token('USDT', 'usdt.alcor', ['TLM_alien.worlds']);
const TLM = token('TLM', 'alien.worlds', ['WAX_eosio.token', 'USDT_usdt.alcor']);
const NEFTY = token('NEFTY', 'token.nefty', ['WAX_eosio.token'], 8);
const TOKENS = [USDT, TLM, WAX, NEFTY];
const id = (t: ListedToken) => ({ ticker: t.ticker, contract: t.contract });
const none = { input: null, output: null };

describe('resolveSwapPair (SPEC §2 URL behaviour)', () => {
  it('takes a valid, known URL pair', () => {
    expect(resolveSwapPair({ input: id(TLM), output: id(NEFTY) }, TOKENS, null)).toEqual({ input: TLM, output: NEFTY });
  });

  it('falls back to the last pair when the URL is missing, unknown or names one token twice', () => {
    const last = { input: id(NEFTY), output: id(WAX) };
    expect(resolveSwapPair(none, TOKENS, last)).toEqual({ input: NEFTY, output: WAX });
    expect(resolveSwapPair({ input: { ticker: 'FOO', contract: 'foo' }, output: id(TLM) }, TOKENS, last)).toEqual({ input: NEFTY, output: WAX });
    expect(resolveSwapPair({ input: id(TLM), output: id(TLM) }, TOKENS, last)).toEqual({ input: NEFTY, output: WAX });
  });

  it('then falls back to WAX and the first token paired with it', () => {
    expect(resolveSwapPair(none, TOKENS, null)).toEqual({ input: WAX, output: TLM });
    expect(firstPairedWith(TOKENS, WAX)).toBe(TLM);
  });

  it('keeps a lone input and pairs it with the last output or its first partner', () => {
    expect(resolveSwapPair({ input: id(TLM), output: null }, TOKENS, { input: id(WAX), output: id(NEFTY) })).toEqual({ input: TLM, output: NEFTY });
    expect(resolveSwapPair({ input: id(TLM), output: null }, TOKENS, null)).toEqual({ input: TLM, output: USDT });
  });

  it('gives null with no tokens to choose from', () => {
    expect(resolveSwapPair(none, [], null)).toBeNull();
  });
});

describe('pairNavigation', () => {
  const shown = { input: WAX, output: TLM };

  it('replaces the bare path and an invalid URL with the pair shown', () => {
    expect(pairNavigation('/swap', none, TOKENS, shown)).toEqual({ path: '/swap/WAX_eosio.token/TLM_alien.worlds', replace: true });
    expect(pairNavigation('/swap/FOO_foo/TLM_alien.worlds', { input: { ticker: 'FOO', contract: 'foo' }, output: id(TLM) }, TOKENS, shown)).toMatchObject({
      replace: true,
    });
  });

  it('does nothing when the URL already names the pair', () => {
    expect(pairNavigation(swapPath(shown), { input: id(WAX), output: id(TLM) }, TOKENS, shown)).toBeNull();
  });
});
