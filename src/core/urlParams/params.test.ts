import { describe, expect, it } from 'vitest';
import { checkExchangeAndId, checkMarketRoute, checkPairRoute, checkTokenPage, checkTokenPair, checkWalletAddress } from './params';

describe('route-level checks (SPEC §2)', () => {
  it('swap pairs parse TICKER_contract and fall back instead of failing', () => {
    expect(checkTokenPair({ input: 'WAX_eosio.token', output: 'TLM_alien.worlds' })).toEqual({
      ok: true,
      value: { input: { ticker: 'WAX', contract: 'eosio.token' }, output: { ticker: 'TLM', contract: 'alien.worlds' } },
    });
    expect(checkTokenPair({ input: 'wax_eosio.token', output: 'TLM' })).toEqual({ ok: true, value: { input: null, output: null } });
  });

  it('token page keeps an invalid hash for the page to report "Token not found"', () => {
    expect(checkTokenPage({ thash: 'tlm_alien.worlds' })).toEqual({
      ok: true,
      value: { thash: 'tlm_alien.worlds', token: { ticker: 'TLM', contract: 'alien.worlds' } },
    });
    expect(checkTokenPage({ thash: 'a_b_c' })).toEqual({ ok: true, value: { thash: 'a_b_c', token: null } });
  });

  it('pair and position routes need a known exchange and a numeric id', () => {
    expect(checkExchangeAndId('defibox', '12')).toEqual({ ok: true, value: { src: 'defibox', id: '12' } });
    expect(checkExchangeAndId(undefined, undefined)).toEqual({ ok: true, value: { src: null, id: null } });
    expect(checkExchangeAndId('uniswap', '1').ok).toBe(false);
    expect(checkExchangeAndId('taco', '01').ok).toBe(false);
    expect(checkExchangeAndId('taco', '-1').ok).toBe(false);
    // TacoSwap and NeftyBlocks pairs are named by symbol codes, which only they may use.
    expect(checkExchangeAndId('taco', 'WAXTLM')).toEqual({ ok: true, value: { src: 'taco', id: 'WAXTLM' } });
    expect(checkExchangeAndId('neftyblocks', 'NLPA').ok).toBe(true);
    expect(checkExchangeAndId('defibox', 'WAXTLM').ok).toBe(false);
    expect(checkExchangeAndId('taco', 'waxtlm').ok).toBe(false);
  });

  it('pair pages also take the pool codes of the exchanges that key pools by one (TacoSwap, NeftyBlocks)', () => {
    expect(checkPairRoute({ src: 'taco', id: 'WAXTLM' })).toEqual({ ok: true, value: { src: 'taco', id: 'WAXTLM' } });
    expect(checkPairRoute({ src: 'neftyblocks', id: 'NLPA' })).toEqual({ ok: true, value: { src: 'neftyblocks', id: 'NLPA' } });
    expect(checkPairRoute({ src: 'alcorv2', id: '3' })).toEqual({ ok: true, value: { src: 'alcorv2', id: '3' } });
    expect(checkPairRoute({})).toEqual({ ok: true, value: { src: null, id: null } });
    for (const params of [
      { src: 'defibox', id: 'WAXTLM' },
      { src: 'taco', id: 'waxtlm' },
      { src: 'taco', id: 'WAXTLMXX' },
      { src: 'uniswap', id: '1' },
    ])
      expect(checkPairRoute(params).ok, JSON.stringify(params)).toBe(false);
  });

  it('wallet addresses must be account names', () => {
    expect(checkWalletAddress({ address: 'alice.wam' })).toEqual({ ok: true, value: { address: 'alice.wam' } });
    expect(checkWalletAddress({ address: 'Alice' }).ok).toBe(false);
    expect(checkWalletAddress({ address: 'bob6' }).ok).toBe(false);
  });

  it('market routes need a known source and token hashes', () => {
    expect(checkMarketRoute({ src: 'alcormarket', quote: 'tlm_alien.worlds', base: 'wax_eosio.token' })).toEqual({
      ok: true,
      value: { src: 'alcormarket', quote: { ticker: 'TLM', contract: 'alien.worlds' }, base: { ticker: 'WAX', contract: 'eosio.token' } },
    });
    expect(checkMarketRoute({ src: 'nowhere' }).ok).toBe(false);
    expect(checkMarketRoute({ src: 'alcormarket', quote: 'nounderscore' }).ok).toBe(false);
  });
});
