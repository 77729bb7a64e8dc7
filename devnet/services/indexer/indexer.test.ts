import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIndexer, type Indexer, type TradeEvent } from './indexer';
import { matchLog, poolLog, resetSynthetic, syntheticTx, TLM, transferAction, USDT, v2SwapLog, v3SwapLog, WAX } from './synthetic.testutil';
import type { TradeFilter } from './tradeQueries';

const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);
const ALL: TradeFilter = { pairKeys: null, accounts: null, side: null, minSeq: null, maxSeq: null, startAt: null, endAt: null, limit: 100, offset: 0 };

let indexer: Indexer;
let warnings: string[];
beforeEach(() => {
  resetSynthetic();
  warnings = [];
  indexer = createIndexer({ usdPerWax: () => 0.05, warn: (m) => warnings.push(m) });
});
afterEach(() => indexer.close());

describe('indexer: pool trades', () => {
  it('files a listed v2 pool and its swap with §3 trade fields, oriented by the listing', () => {
    indexer.ingest(syntheticTx(T0, [poolLog('swap.box', 7, TLM, WAX, 30, 'alice')]));
    // alice sells 100 TLM for 5 WAX; the pool then holds 10100 TLM / 495 WAX.
    indexer.ingest(
      syntheticTx(T0 + 1000, [v2SwapLog('swap.box', 7, 'alice', TLM, 1_000_000n, WAX, 500_000_000n, [TLM, 101_000_000n], [WAX, 49_500_000_000n])]),
    );
    const [trade] = indexer.trades.trades(ALL);
    expect(trade).toMatchObject({
      src_type: 'pools',
      src: 'defibox',
      src_id: 'defibox_7',
      pair_id: '7',
      maker: 'alice',
      amount_in: '100.0000',
      amount_out: '5.00000000',
      code_in: 'TLM',
      code_out: 'WAX',
      precision_in: 4,
      precision_out: 8,
      token0: 'TLM_alien.worlds',
      token1: 'WAX_eosio.token',
      is_reversed: false,
      token_out_wax_price: 1,
      token_in_wax_price: 0.05,
      wax_value: 5,
      global_sequence: 2,
      updated_at_time: '2026-01-05T12:00:01.000Z',
    });
    expect(trade?.tradePriceB).toBeCloseTo(20, 10);
    expect(trade?.tradePriceA).toBeCloseTo(0.05, 10);
    expect(trade?.poolPriceB).toBeCloseTo(10100 / 495, 10);
    expect(trade?.usd_value).toBeCloseTo(0.25, 10);
    expect(trade?.trx_id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('credits a swap the router sent to the account that signed the transaction', () => {
    const tx = syntheticTx(T0, [
      { account: 'swap.we', name: 'madeonwoe', actor: 'bob', data: {} },
      v2SwapLog('swap.box', 1, 'swap.we', WAX, 100_000_000n, TLM, 190_000n, [WAX, 10n ** 12n], [TLM, 10n ** 9n], 1),
    ]);
    indexer.ingest(tx);
    expect(indexer.trades.trades(ALL)[0]?.maker).toBe('bob');
    // Without a listing the pair comes from the log: token0 is the side whose symbol reserve0 has.
    expect(indexer.registry.findPair('defibox', '1')).toMatchObject({ token0: WAX, token1: TLM, fee: 30 });
  });

  it('prices a v3 pool from its sqrt price', () => {
    // P = √P² / 2^128 is WAX units per TLM unit: 20 WAX per TLM is 20·10^8 / 10^4.
    const sqrt = BigInt(Math.round(2 ** 64 * Math.sqrt((20 * 1e8) / 1e4)));
    indexer.ingest(syntheticTx(T0, [v3SwapLog(3, 'carol', WAX, 100_000_000n, TLM, 490n, TLM, WAX, sqrt)]));
    const [trade] = indexer.trades.trades(ALL);
    expect(trade).toMatchObject({ src: 'alcorv2', src_type: 'poolsv3', token0: 'TLM_alien.worlds', is_reversed: true });
    expect(trade?.poolPriceA).toBeCloseTo(20, 6);
    expect(trade?.poolPriceB).toBeCloseTo(0.05, 9);
  });

  it('skips a malformed log with a warning and keeps the rest of the transaction', () => {
    const bad = { account: 'swap.box', name: 'logswap', json: { pool_id: 1, sender: 'alice' }, data: {} };
    indexer.ingest(syntheticTx(T0, [bad, v2SwapLog('swap.box', 1, 'bob', WAX, 10n, TLM, 10n, [WAX, 1n], [TLM, 1n])]));
    expect(indexer.trades.trades(ALL).map((t) => t.maker)).toEqual(['bob']);
    expect(warnings.join()).toMatch(/swap\.box::logswap at global sequence 1 .* skipped: recipient/);
  });

  it('skips a swap that does not trade its pair and says why', () => {
    indexer.ingest(syntheticTx(T0, [poolLog('swap.box', 7, TLM, WAX, 30, 'alice')]));
    indexer.ingest(syntheticTx(T0, [v2SwapLog('swap.box', 7, 'alice', USDT, 10n, WAX, 10n, [TLM, 1n], [WAX, 1n])]));
    expect(indexer.trades.trades(ALL)).toEqual([]);
    expect(warnings.join()).toContain('does not trade the pair');
  });
});

describe('indexer: limit-order fills', () => {
  it('names the tokens of a fill by the contracts the limit contract paid out of, not by ticker alone', () => {
    // Another TLM of the same precision is known first: a lookup by code would pick it.
    const fakeTlm = { contract: 'faketlm.wam', code: 'TLM', precision: 4 };
    indexer.registerPair({ src: 'defibox', srcType: 'pools', pairId: '99', token0: fakeTlm, token1: WAX, fee: 30 });
    indexer.registerPair({ src: 'defibox', srcType: 'pools', pairId: '1', token0: TLM, token1: WAX, fee: 30 });
    const payout = (token: typeof TLM, to: string, units: bigint, memo: string) => ({
      account: token.contract,
      name: 'transfer',
      actor: 'calcormining',
      creator: 1,
      data: { from: 'calcormining', to, quantity: { amount: units, symbol: { precision: token.precision, code: token.code } }, memo },
    });
    const log = {
      owner: 'alice',
      order_id: 5,
      prev_bid: '10.0000 TLM',
      new_bid: '0.0000 TLM',
      prev_ask: '2.00000000 WAX',
      new_ask: '0.00000000 WAX',
      fee_taker: '0.0000 TLM',
      fee_maker: '0.00000000 WAX',
      filler: 'limitkeeper1',
    };
    indexer.ingest(
      syntheticTx(T0, [
        { account: 'calcormining', name: 'transfer', actor: 'limitkeeper1', data: {} },
        payout(TLM, 'limitkeeper1', 100_000n, 'fill:5'),
        payout(WAX, 'alice', 200_000_000n, 'fill:5'),
        { account: 'calcormining', name: 'logorderfill', creator: 1, json: log, data: {} },
      ]),
    );
    const [fill] = indexer.events.fills({ owner: 'alice', bidTokens: null, askTokens: null, minSeq: null, maxSeq: null, limit: 10 });
    expect(fill).toMatchObject({
      order_id: '5',
      bid_contract: 'alien.worlds',
      bid_code: 'TLM',
      ask_contract: 'eosio.token',
      prev_bid: '10.0000',
      prev_ask: '2.00000000',
    });
  });
});

describe('indexer: market fills', () => {
  it("records both sides of a fill and finds it in the maker's and the taker's history", () => {
    indexer.ingest(syntheticTx(T0, [matchLog('sell', 4, WAX, TLM, 2_000_000n, 1_000_000_000n, 'dave', 'erin', 50_000_000n)]));
    const [trade] = indexer.trades.trades(ALL);
    expect(trade).toMatchObject({
      src: 'alcormarket',
      src_type: 'markets',
      pair_id: '4',
      side: 'sell',
      maker: 'dave',
      asker: 'erin',
      bidder: 'dave',
      amount_bid: '200.0000',
      code_bid: 'TLM',
      amount_ask: '10.00000000',
      code_ask: 'WAX',
      unit_price: '50000000',
      is_reversed: true,
    });
    expect(trade?.tradePriceB).toBe(0.5);
    for (const account of ['dave', 'erin']) expect(indexer.trades.trades({ ...ALL, accounts: [account] })).toHaveLength(1);
    expect(indexer.trades.trades({ ...ALL, side: 'buy' })).toEqual([]);
  });

  it('tells listeners about each committed trade with its klines at every resolution', () => {
    const events: TradeEvent[] = [];
    indexer.onTrade((event) => events.push(event));
    indexer.ingest(syntheticTx(T0, [matchLog('buy', 4, WAX, TLM, 1_000_000_000n, 2_000_000n, 'dave', 'erin', 50_000_000n)]));
    indexer.ingest(syntheticTx(T0 + 5_000, [matchLog('buy', 4, WAX, TLM, 1_100_000_000n, 2_000_000n, 'dave', 'erin', 55_000_000n)]));
    expect(events).toHaveLength(2);
    expect(events[0]?.klines.map((k) => k.operation)).toEqual(Array(13).fill('insert'));
    const minute = events[1]?.klines.find((k) => k.resolution === '1');
    expect(minute).toMatchObject({ operation: 'update', row: { open: 0.5, close: 0.55, high: 0.55, low: 0.5, volume: 21 } });
  });
});

describe('indexer: listings, holders, catch-up', () => {
  it('lists pools and markets newest first with §3 listing fields', () => {
    indexer.ingest(syntheticTx(T0, [poolLog('swap.box', 7, TLM, WAX, 30, 'alice')]));
    indexer.ingest(syntheticTx(T0 + 1, [poolLog('alcordexmain', 2, WAX, USDT, 10, 'bob')]));
    const listings = indexer.events.listings({ minSeq: null, maxSeq: null, limit: 100 });
    expect(listings.map((l) => l.src)).toEqual(['alcormarket', 'defibox']);
    expect(listings[1]).toMatchObject({
      contractA: 'alien.worlds',
      codeA: 'TLM',
      contractB: 'eosio.token',
      codeB: 'WAX',
      listing_type: 'pools',
      fee: 30,
      pair_id: '7',
      creator: 'alice',
      global_sequence: 1,
    });
    expect(indexer.events.listings({ minSeq: 2, maxSeq: null, limit: 100 })).toHaveLength(1);
  });

  it('keeps holders from the token table after every transfer, with a count of positive balances', () => {
    const balances = new Map<string, bigint>([
      ['alice', 70n],
      ['bob', 30n],
    ]);
    const holders = createIndexer({
      balanceOf: (contract, owner, code) => (contract === 'alien.worlds' && code === 'TLM' ? (balances.get(owner) ?? null) : null),
    });
    holders.ingest(syntheticTx(T0, [transferAction(TLM, 'alice', 'bob', 30n)]));
    const key = holders.registry.findTokenKey('alien.worlds', 'TLM')!;
    expect(holders.holders.top(key, 10)).toEqual([
      { owner: 'alice', amount: 70n },
      { owner: 'bob', amount: 30n },
    ]);
    expect(holders.holders.count(key)).toBe(2);
    balances.set('alice', 0n).set('bob', 100n);
    holders.ingest(syntheticTx(T0 + 1, [transferAction(TLM, 'alice', 'bob', 70n)]));
    expect(holders.holders.top(key, 10)).toEqual([{ owner: 'bob', amount: 100n }]);
    expect(holders.holders.count(key)).toBe(1);
    expect(holders.holders.balancesOf('alice')).toEqual([{ tokenKey: key, amount: 0n }]);
    holders.close();
  });

  it('resumes from a file: catch-up skips what the database already holds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'waxwing-indexer-'));
    try {
      const txs = [
        syntheticTx(T0, [poolLog('swap.box', 7, TLM, WAX, 30, 'alice')]),
        syntheticTx(T0 + 1000, [v2SwapLog('swap.box', 7, 'alice', TLM, 10n, WAX, 10n, [TLM, 1n], [WAX, 1n])]),
      ];
      const first = createIndexer({ path: join(dir, 'index.sqlite') });
      expect(first.catchUp(txs.slice(0, 1))).toBe(1);
      first.close();
      const second = createIndexer({ path: join(dir, 'index.sqlite') });
      expect(second.catchUp(txs)).toBe(1);
      expect(second.lastSequence()).toBe(2);
      expect(second.trades.trades(ALL)).toHaveLength(1);
      second.close();
      const reset = createIndexer({ path: join(dir, 'index.sqlite'), reset: true });
      expect(reset.lastSequence()).toBe(0);
      // A transaction with nothing to index still counts as read, across a restart too.
      expect(reset.catchUp([syntheticTx(T0 + 2000, [{ account: 'someapp1111', name: 'ping', data: {} }])])).toBe(1);
      reset.close();
      const reopened = createIndexer({ path: join(dir, 'index.sqlite') });
      expect(reopened.lastSequence()).toBe(3);
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses bulk history out of order and keeps none of it', () => {
    indexer.registerPair({ src: 'taco', srcType: 'pools', pairId: 'TLMWAX', token0: TLM, token1: WAX, fee: 30 });
    const trade = (seq: number, time: number) => ({
      globalSequence: seq,
      time,
      blockNum: 0,
      trxId: 'ab'.repeat(32),
      src: 'taco' as const,
      pairId: 'TLMWAX',
      maker: 'alice',
      zeroForOne: true,
      amountIn: 10n,
      amountOut: 10n,
      poolPrice: null,
    });
    expect(() => indexer.bulkInsertTrades([trade(-3, T0), trade(-4, T0 + 1)])).toThrow(/ascend/);
    expect(indexer.trades.trades(ALL)).toEqual([]);
    expect(indexer.bulkInsertTrades([trade(-4, T0), trade(-3, T0 + 1)])).toBe(2);
    expect(indexer.trades.trades(ALL).map((t) => t.global_sequence)).toEqual([-3, -4]);
  });
});
