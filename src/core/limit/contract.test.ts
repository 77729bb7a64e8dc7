import { describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../amount';
import { filledPercent, isLimitToken, isOnPair, readLimitFees, readLimitOrder, readLimitTokens } from './contract';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };

describe('limit contract rows', () => {
  it('reads the config fees and refuses fees of 100% or more', () => {
    expect(readLimitFees({ fee: 25, maker_fee: 10, next_order_id: '4' })).toEqual({ takerBps: 25, makerBps: 10 });
    expect(() => readLimitFees({ fee: 10_000, maker_fee: 10 })).toThrow('config.fee');
    expect(() => readLimitFees(null)).toThrow('config.fee');
  });

  it('reads the tokens by id, skipping malformed rows', () => {
    const warn = vi.fn();
    const tokens = readLimitTokens(
      [
        { id: 0, token: { sym: '8,WAX', contract: 'eosio.token' } },
        { id: '1', token: { sym: '4,TLM', contract: 'alien.worlds' } },
        { id: 2, token: { sym: 'TLM', contract: 'alien.worlds' } },
      ],
      warn,
    );
    expect([...tokens]).toEqual([
      [0, WAX],
      [1, TLM],
    ]);
    expect(warn).toHaveBeenCalledOnce();
    expect(isLimitToken(tokens, { ticker: 'TLM', contract: 'alien.worlds' })).toBe(true);
    expect(isLimitToken(tokens, { ticker: 'TLM', contract: 'fake.worlds' })).toBe(false);
  });

  it('matches an order to a pair in either direction', () => {
    const order = { bid: { ...WAX, amount: makeAmount(1n, 8) }, ask: { ...TLM, amount: makeAmount(1n, 4) } };
    expect(isOnPair(order, { input: WAX, output: TLM })).toBe(true);
    expect(isOnPair(order, { input: TLM, output: WAX })).toBe(true);
    expect(isOnPair(order, { input: WAX, output: { ticker: 'USDT', contract: 'usdt.alcor' } })).toBe(false);
  });
});

describe('readLimitOrder', () => {
  it('keeps the opening bid so the filled share can be shown', () => {
    const tokens = new Map([
      [0, WAX],
      [1, TLM],
    ]);
    const row = {
      id: 3,
      owner: 'sybil',
      bid: '3.00000000 WAX',
      ask: '600.0000 TLM',
      initial_bid: '12.00000000 WAX',
      initial_ask: '2400.0000 TLM',
      bid_token: 0,
      ask_token: 1,
      timestamp: 1,
    };
    const order = readLimitOrder(row, tokens);
    expect(order?.initialBid).toEqual(makeAmount(1_200_000_000n, 8));
    expect(order && filledPercent(order)).toBe(75);
    expect(readLimitOrder({ ...row, initial_bid: 'x' }, tokens)).toBeNull();
  });
});
