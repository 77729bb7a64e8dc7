import { describe, expect, it, vi } from 'vitest';
import type { FetchFn } from './http';
import { fetchPairTrades, readTradeRecord } from './pairTrades';

/** A pool trade row as the devnet answers it (devnet/API.md "trades"). */
const ROW = {
  src_type: 'pools',
  src: 'defibox',
  src_id: 'defibox_1',
  pair_id: '1',
  maker: 'alice',
  amount_in: '10.00000000',
  amount_out: '199.4000',
  code_in: 'WAX',
  code_out: 'TLM',
  contract_in: 'eosio.token',
  contract_out: 'alien.worlds',
  precision_in: 8,
  precision_out: 4,
  wax_value: 10,
  usd_value: 0.5,
  global_sequence: 4711,
  updated_at_time: '2026-01-20T10:30:00.000Z',
  trx_id: 'abc',
};

describe('pairTrades', () => {
  it('reads a trade with exact amounts on both sides', () => {
    expect(readTradeRecord(ROW)).toEqual({
      seq: 4711,
      time: Date.parse('2026-01-20T10:30:00.000Z'),
      src: 'defibox',
      srcType: 'pools',
      pairId: '1',
      maker: 'alice',
      tokenIn: { token: { ticker: 'WAX', contract: 'eosio.token' }, amount: { units: 1_000_000_000n, precision: 8 } },
      tokenOut: { token: { ticker: 'TLM', contract: 'alien.worlds' }, amount: { units: 1_994_000n, precision: 4 } },
      waxValue: 10,
      usdValue: 0.5,
      trxId: 'abc',
    });
    expect(readTradeRecord({ ...ROW, global_sequence: '-12' }).seq).toBe(-12);
  });

  it('asks for one kind of venue on the pairs given, older than a sequence', async () => {
    const asked: string[] = [];
    const fetchFn: FetchFn = async (url) => {
      asked.push(url);
      return new Response(JSON.stringify([ROW]));
    };
    const trades = await fetchPairTrades('/api/', { srcType: 'poolsv3', pairs: [{ src: 'alcorv2', pairId: '2' }], limit: 100, maxSequence: 4710 }, fetchFn);
    expect(trades).toHaveLength(1);
    const url = new URL(asked[0]!, 'http://x');
    expect(url.pathname).toBe('/api/trades');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      src_type: 'poolsv3',
      pairIdSrcArray: '[["alcorv2","2"]]',
      limit: '100',
      max_global_sequence: '4710',
    });
  });

  it('asks nothing for no pairs, and leaves out (and logs) a row it cannot read', async () => {
    const fetchFn = vi.fn<FetchFn>(async () => new Response(JSON.stringify([ROW, { ...ROW, amount_in: '1.123456789' }])));
    await expect(fetchPairTrades('/api/', { srcType: 'markets', pairs: [], limit: 10 }, fetchFn)).resolves.toEqual([]);
    expect(fetchFn).not.toHaveBeenCalled();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(fetchPairTrades('/api/', { srcType: 'pools', pairs: [{ src: 'defibox', pairId: '1' }], limit: 10 }, fetchFn)).resolves.toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
