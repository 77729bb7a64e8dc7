import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseToken, parseTokenHash, parseTokenParam, sameToken, tokenHash, tokenParam, type Token } from './token';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const TLM: Token = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };

const ticker = fc.stringMatching(/^[A-Z]{1,7}$/);
const contract = fc.stringMatching(/^[a-z1-5]{1,12}$/);

describe('token URL forms (SPEC §2, §3)', () => {
  it('reads back the TICKER_contract and ticker_contract it writes', () => {
    fc.assert(
      fc.property(ticker, contract, (t, c) => {
        const token = { ticker: t, contract: c };
        expect(parseTokenParam(tokenParam(token))).toEqual(token);
        expect(parseTokenHash(tokenHash(token))).toEqual(token);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses a lower-case ticker in swap URLs but reads it on token pages', () => {
    expect(parseTokenParam('tlm_alien.worlds')).toBeNull();
    expect(parseTokenHash('tlm_alien.worlds')).toEqual({ ticker: 'TLM', contract: 'alien.worlds' });
  });

  it('refuses text that is not one token', () => {
    for (const text of [undefined, '', 'TLM', 'TLM_', '_alien.worlds', 'TLM_alien_worlds', 'TLM_Alien.worlds', 'TOOLONGTK_x', 'TLM_alien.'])
      expect(parseTokenParam(text)).toBeNull();
  });

  it('compares identity, not precision', () => {
    expect(sameToken(TLM, { ticker: 'TLM', contract: 'alien.worlds' })).toBe(true);
    expect(sameToken(TLM, { ticker: 'TLM', contract: 'fake.worlds' })).toBe(false);
  });
});

describe('parseToken (the API token object)', () => {
  const raw = (contract: unknown, ticker: unknown, precision: unknown) => ({ contract, symbol: { ticker, precision } });

  it('reads {contract, symbol: {ticker, precision}}', () => {
    expect(parseToken(raw('alien.worlds', 'TLM', 4), 'token0')).toEqual(TLM);
  });

  it('throws naming the field that is wrong', () => {
    expect(() => parseToken(null, 'token0')).toThrow('token0 must be an object');
    expect(() => parseToken({ contract: 'x' }, 'token0')).toThrow('token0.symbol must be an object');
    expect(() => parseToken(raw(1, 'TLM', 4), 'token0')).toThrow('token0.contract must be text');
    expect(() => parseToken(raw('alien.worlds', 5, 4), 'token0')).toThrow('token0.symbol.ticker must be text');
    expect(() => parseToken(raw('alien.worlds', 'TLM', '4'), 'token0')).toThrow('token0.symbol.precision must be a number');
    for (const bad of [raw('Alien', 'TLM', 4), raw('alien.worlds', 'tlm', 4), raw('alien.worlds', 'TLM', 19), raw('alien.worlds', 'TLM', 1.5)])
      expect(() => parseToken(bad, 'token0')).toThrow('token0 is not a token');
  });

  it('answers a Token or throws an Error for any JSON, never anything else', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.record({ contract: fc.jsonValue(), symbol: fc.record({ ticker: fc.jsonValue(), precision: fc.jsonValue() }) })),
        (value) => {
          try {
            const token = parseToken(value, 't');
            expect(parseTokenParam(tokenParam(token))).toEqual({ ticker: token.ticker, contract: token.contract });
          } catch (error) {
            expect(error).toBeInstanceOf(Error);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
