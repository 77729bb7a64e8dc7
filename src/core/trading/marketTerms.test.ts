import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { parseMarketTerms } from './marketTerms';

const MARKET = { id: 3, base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 }, quote: { ticker: 'AETHER', contract: 'e.rplanet', precision: 4 } };
const ROW = {
  id: 3,
  base_token: { sym: '8,WAX', contract: 'eosio.token' },
  quote_token: { sym: '4,AETHER', contract: 'e.rplanet' },
  min_buy: '0.00000100 WAX',
  min_sell: '0.0001 AETHER',
  frozen: 0,
  fee: 20,
};

describe('parseMarketTerms', () => {
  it('reads the fee, the minimums and the frozen flag of the chain’s row', () => {
    expect(parseMarketTerms(ROW, MARKET)).toEqual({ marketId: 3, feeBps: 20, minBuy: makeAmount(100n, 8), minSell: makeAmount(1n, 4), frozen: false });
    expect(parseMarketTerms({ ...ROW, frozen: 1 }, MARKET).frozen).toBe(true);
  });

  it('refuses a row of another market or with bad fields, naming them', () => {
    expect(() => parseMarketTerms({ ...ROW, id: 4 }, MARKET)).toThrow('is not market 3');
    expect(() => parseMarketTerms({ ...ROW, fee: 10_000 }, MARKET)).toThrow('fee');
    expect(() => parseMarketTerms({ ...ROW, fee: '20' }, MARKET)).toThrow('fee');
    expect(() => parseMarketTerms({ ...ROW, min_buy: '0.000001 WAX' }, MARKET)).toThrow('min_buy');
    expect(() => parseMarketTerms({ ...ROW, min_sell: '0.0001 TLM' }, MARKET)).toThrow('min_sell');
    expect(() => parseMarketTerms(null, MARKET)).toThrow('not an object');
  });
});
