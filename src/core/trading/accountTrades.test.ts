import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { parseAccountTrade } from './accountTrades';

const MARKET = { id: 0, base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 }, quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 } };
// A trades API market row: swaptrader11 sold TLM into marketmaker1's resting buy.
const ROW = {
  src_type: 'markets',
  pair_id: '0',
  side: 'sell',
  asker: 'marketmaker1',
  bidder: 'swaptrader11',
  amount_ask: '67.70023531',
  code_ask: 'WAX',
  amount_bid: '338.6657',
  code_bid: 'TLM',
  unit_price: '19990285',
  global_sequence: 23585,
  updated_at_time: '2026-11-27T08:21:11.500Z',
  trx_id: '9bb06f647437c8e59102ca63cd19ef6e2571575ea6f39bc6a94f273f27863d1d',
};

describe('parseAccountTrade', () => {
  it('reads the taker’s fill as its own side', () => {
    expect(parseAccountTrade(ROW, MARKET, 'swaptrader11')).toMatchObject({
      key: '23585',
      accountSide: 'sell',
      role: 'taker',
      unitPrice: 19_990_285n,
      amount: makeAmount(3_386_657n, 4),
      total: makeAmount(6_770_023_531n, 8),
      timestamp: Date.parse('2026-11-27T08:21:11.500Z'),
    });
  });

  it('reads the maker’s fill as the opposite side', () => {
    expect(parseAccountTrade(ROW, MARKET, 'marketmaker1')).toMatchObject({ accountSide: 'buy', role: 'maker' });
  });

  it('skips rows of others and malformed rows', () => {
    expect(parseAccountTrade(ROW, MARKET, 'judy')).toBeNull();
    expect(parseAccountTrade({ ...ROW, global_sequence: null }, MARKET, 'marketmaker1')).toBeNull();
    expect(parseAccountTrade({ ...ROW, unit_price: 'x' }, MARKET, 'marketmaker1')).toBeNull();
    expect(parseAccountTrade('row', MARKET, 'marketmaker1')).toBeNull();
  });
});
