import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { readTradeRow } from './row';
import { rawTrade } from './trades.testutil';

describe('readTradeRow', () => {
  it('reads amounts exactly at their precision, and the pair and values as given', () => {
    const trade = readTradeRow(rawTrade());
    expect(trade.sold).toEqual({ ticker: 'WAX', contract: 'eosio.token', amount: makeAmount(1_000_000_000n, 8) });
    expect(trade.bought).toEqual({ ticker: 'TLM', contract: 'alien.worlds', amount: makeAmount(1_994_000n, 4) });
    expect(trade).toMatchObject({ seq: 4711, srcType: 'pools', src: 'defibox', pairId: '1', account: 'alice', side: null, waxValue: 10, usdValue: 0.5 });
    expect(trade.time).toBe(Date.UTC(2026, 0, 20, 10, 30));
    expect(trade.token1).toEqual({ ticker: 'TLM', contract: 'alien.worlds' });
  });

  it("keeps a market trade's side, and an unknown value as null", () => {
    const trade = readTradeRow(rawTrade({ src_type: 'markets', src: 'alcormarket', side: 'sell', wax_value: null, global_sequence: -3 }));
    expect(trade).toMatchObject({ side: 'sell', waxValue: null, seq: -3 });
  });

  it.each([
    [{ amount_in: '10.000000001' }, 'amount_in: "10.000000001" has more than 8 decimals'],
    [{ amount_out: '-1.0000' }, 'amount_out must not be negative'],
    [{ code_in: 'wax' }, 'code_in must be a ticker'],
    [{ maker: 'Not An Account' }, 'maker must be an account name'],
    [{ src: 'uniswap' }, 'src must be an exchange'],
    [{ global_sequence: 1.5 }, 'global_sequence must be an integer'],
    [{ updated_at_time: 'yesterday' }, 'updated_at_time is not a time'],
    [{ token0: 'WAX-eosio.token' }, 'token0 must be TICKER_contract'],
    [{ trx_id: 'xyz' }, 'trx_id must be a transaction id'],
  ])('refuses %j, naming the field', (overrides, message) => {
    expect(() => readTradeRow(rawTrade(overrides))).toThrow(message);
  });

  it('refuses what is not an object', () => {
    expect(() => readTradeRow(null)).toThrow('A trade must be an object');
    expect(() => readTradeRow([1])).toThrow('A trade must be an object');
  });
});
