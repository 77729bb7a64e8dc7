import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../core/amount';
import type { ListedToken } from '../../core/domain';
import { quickTokens, searchTokens, sortTokens } from './tokenSelector';

function token(ticker: string, contract: string, rank: number, waxPrice: number | null = 1, liquidity = 0): ListedToken {
  return {
    ticker,
    contract,
    precision: 4,
    key: `${ticker}_${contract}`,
    logo: null,
    waxPrice,
    isWax: false,
    isLpToken: false,
    rank,
    volume24h: 0,
    liquidity,
    pairedWith: [],
  };
}

const TOKENS = [
  token('TLM', 'alien.worlds', 2, 0.2, 1000),
  token('WAX', 'eosio.token', 1, 1, 10),
  token('NEFTY', 'token.nefty', 3, 0.08, 5000),
  token('ZED', 'zedtoken', 0, null),
];

describe('token selector rules', () => {
  it('searches ticker or contract, case-insensitively (SPEC §5)', () => {
    expect(searchTokens(TOKENS, 'tl').map((t) => t.ticker)).toEqual(['TLM']);
    expect(searchTokens(TOKENS, 'TOKEN').map((t) => t.ticker)).toEqual(['WAX', 'NEFTY', 'ZED']);
    expect(searchTokens(TOKENS, '  ')).toHaveLength(4);
  });

  it('offers WAX and the named tokens it has, in a fixed order', () => {
    expect(quickTokens(TOKENS).map((t) => t.ticker)).toEqual(['WAX', 'TLM', 'NEFTY']);
  });

  it('sorts by rank (unranked last), name, liquidity in WAX and balance value', () => {
    expect(sortTokens(TOKENS, 'rank', new Map()).map((t) => t.ticker)).toEqual(['WAX', 'TLM', 'NEFTY', 'ZED']);
    expect(sortTokens(TOKENS, 'ticker', new Map()).map((t) => t.ticker)).toEqual(['NEFTY', 'TLM', 'WAX', 'ZED']);
    expect(sortTokens(TOKENS, 'liquidity', new Map()).map((t) => t.ticker)).toEqual(['NEFTY', 'TLM', 'WAX', 'ZED']);
    const held = new Map([
      ['TLM_alien.worlds', makeAmount(1_000_000n, 4)],
      ['WAX_eosio.token', makeAmount(50_000n, 4)],
    ]);
    expect(sortTokens(TOKENS, 'balance', held).map((t) => t.ticker)).toEqual(['TLM', 'WAX', 'NEFTY', 'ZED']);
  });
});
