import { describe, expect, it } from 'vitest';
import type { Token } from '../domain';
import { choosePairToken, completePair, emptyPair, poolsOfPair } from './pairChoice';

const WAX: Token = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM: Token = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const USDT: Token = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };
const FAKE_TLM: Token = { ticker: 'TLM', contract: 'fake.worlds', precision: 4 };

describe('choosePairToken (SPEC §4 Liquidity)', () => {
  it('fills either side', () => {
    const a = choosePairToken(emptyPair<Token>(), 'output', TLM);
    expect(a).toEqual({ input: null, output: TLM });
    expect(choosePairToken(a, 'input', WAX)).toEqual({ input: WAX, output: TLM });
  });

  it('swaps the sides when the token chosen is the other side’s', () => {
    expect(choosePairToken({ input: WAX, output: TLM }, 'input', TLM)).toEqual({ input: TLM, output: WAX });
    expect(choosePairToken({ input: WAX, output: TLM }, 'output', WAX)).toEqual({ input: TLM, output: WAX });
    expect(choosePairToken({ input: null, output: TLM }, 'input', TLM)).toEqual({ input: TLM, output: null });
  });

  it('tells a token from a look-alike on another contract', () => {
    expect(choosePairToken({ input: WAX, output: TLM }, 'input', FAKE_TLM)).toEqual({ input: FAKE_TLM, output: TLM });
  });

  it('is complete only with both tokens', () => {
    expect(completePair({ input: WAX, output: null })).toBeNull();
    expect(completePair({ input: WAX, output: TLM })).toEqual({ input: WAX, output: TLM });
  });
});

describe('poolsOfPair', () => {
  const pools = [
    { src: 'defibox', id: 1, token0: WAX, token1: TLM },
    { src: 'taco', id: 2, token0: TLM, token1: WAX },
    { src: 'defibox', id: 3, token0: TLM, token1: USDT },
    { src: 'defibox', id: 4, token0: FAKE_TLM, token1: WAX },
  ] as const;

  it('finds the exchange’s pools of the pair in either token order', () => {
    expect(poolsOfPair(pools, 'defibox', { input: TLM, output: WAX }).map((p) => p.id)).toEqual([1]);
    expect(poolsOfPair(pools, 'taco', { input: WAX, output: TLM }).map((p) => p.id)).toEqual([2]);
    expect(poolsOfPair(pools, 'adex', { input: WAX, output: TLM })).toEqual([]);
    expect(poolsOfPair(pools, 'defibox', { input: USDT, output: WAX })).toEqual([]);
  });
});
