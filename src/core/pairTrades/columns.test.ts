import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { tradeColumns } from './columns';
import type { TradeRecord } from './types';

const WAX = { ticker: 'WAX', contract: 'eosio.token' };
const TLM = { ticker: 'TLM', contract: 'alien.worlds' };
const USDT = { ticker: 'USDT', contract: 'usdt.alcor' };

function trade(seq: number, tokenIn: [typeof WAX, bigint, number], tokenOut: [typeof WAX, bigint, number]): TradeRecord {
  return {
    seq,
    time: 1_000 * seq,
    src: 'defibox',
    srcType: 'pools',
    pairId: '1',
    maker: `m${seq}`,
    tokenIn: { token: tokenIn[0], amount: makeAmount(tokenIn[1], tokenIn[2]) },
    tokenOut: { token: tokenOut[0], amount: makeAmount(tokenOut[1], tokenOut[2]) },
    waxValue: 10,
    usdValue: 0.5,
    trxId: `t${seq}`,
  };
}

describe('tradeColumns', () => {
  it('sees each trade from the token: bought when it came out, its exact units, what was paid, the price', () => {
    const columns = tradeColumns(
      [
        trade(3, [WAX, 10_00000000n, 8], [TLM, 50_0000n, 4]),
        trade(2, [TLM, 20_0000n, 4], [WAX, 4_00000000n, 8]),
        trade(1, [USDT, 1_0000n, 4], [WAX, 20_00000000n, 8]),
      ],
      TLM,
    );
    expect([...columns.seq]).toEqual([3, 2]);
    expect(columns.side).toEqual(['buy', 'sell']);
    expect([...columns.amount]).toEqual([50_0000n, 20_0000n]);
    expect(columns.other).toEqual(['10.00000000 WAX', '4.00000000 WAX']);
    expect(columns.otherTicker).toEqual(['WAX', 'WAX']);
    expect([...columns.price]).toEqual([0.2, 0.2]);
    expect(columns.maker).toEqual(['m3', 'm2']);
  });

  it('gives an unknown price for a zero amount instead of Infinity', () => {
    const columns = tradeColumns([trade(1, [WAX, 1n, 8], [TLM, 0n, 4])], TLM);
    expect(Number.isNaN(columns.price[0])).toBe(true);
  });
});
