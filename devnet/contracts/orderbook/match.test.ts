/** alcordexmain matching: exact amounts for crossing limit orders, partial fills, market orders and the limit orders that protect them, dust. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../chain/testing/harness';
import { expectAssert } from '../../chain/testing/expect';
import { balances, captureLogs, changes, TLM, transfer, USDT, WAX } from './chain.testutil';
import { orderBookContract } from './orderbook';
import { installContract } from './setup';
import { buyOrderTable, sellOrderTable } from './tables';

const DEX = 'alcordexmain';
const PEOPLE = ['alice', 'bob', 'carol', 'dave', 'erin', DEX];
let t: TestChain;
let logs: ReturnType<typeof captureLogs>;

const snapshot = () => balances(t, PEOPLE, [WAX, TLM, USDT]);
const book = (side: 'buy' | 'sell', marketId = 0n) =>
  [...t.chain.table(DEX, side === 'buy' ? buyOrderTable : sellOrderTable, marketId).rows()].map((r) => ({
    id: r.id,
    account: r.account,
    bid: r.bid.amount,
    ask: r.ask.amount,
    unitPrice: r.unit_price,
  }));
const named = (...names: string[]) =>
  logs
    .take()
    .filter((a) => names.includes(a.name))
    .map((a) => ({ name: a.name, data: a.data }));

beforeAll(async () => {
  t = await startTestChain({ contracts: [orderBookContract] });
  await installContract(t.chain, DEX, orderBookContract);
  logs = captureLogs(t, DEX);
  const base = { base_token: { sym: '8,WAX', contract: 'eosio.token' }, min_buy: '0.00000100 WAX' };
  await t.chain.pushAction(
    DEX,
    'newmarket',
    { ...base, quote_token: { sym: '4,TLM', contract: 'alien.worlds' }, min_sell: '0.0001 TLM', fee: 20 },
    `${DEX}@active`,
  );
  await t.chain.pushAction(
    DEX,
    'newmarket',
    { ...base, quote_token: { sym: '4,USDT', contract: 'usdt.alcor' }, min_sell: '0.0001 USDT', fee: 0 },
    `${DEX}@active`,
  );
});
afterAll(async () => t.stop());

describe('matching on a market with a 0.20 % fee', () => {
  it('logs each listing for the listing feed', () => {
    expect(named('logpool')).toEqual([
      {
        name: 'logpool',
        data: {
          pool_id: 0n,
          token0: { sym: { precision: 8, code: 'WAX' }, contract: 'eosio.token' },
          token1: { sym: { precision: 4, code: 'TLM' }, contract: 'alien.worlds' },
          fee: 20,
          creator: DEX,
        },
      },
      {
        name: 'logpool',
        data: {
          pool_id: 1n,
          token0: { sym: { precision: 8, code: 'WAX' }, contract: 'eosio.token' },
          token1: { sym: { precision: 4, code: 'USDT' }, contract: 'usdt.alcor' },
          fee: 0,
          creator: DEX,
        },
      },
    ]);
  });

  it('rests sells that do not cross, same price in time order', async () => {
    const before = snapshot();
    await transfer(t, TLM, 'carol', DEX, '1000.0000 TLM', '5.00000000 WAX@eosio.token');
    await transfer(t, TLM, 'dave', DEX, '1000.0000 TLM', '6.00000000 WAX@eosio.token');
    await transfer(t, TLM, 'carol', DEX, '500.0000 TLM', '2.50000000 WAX@eosio.token');
    expect(changes(before, snapshot())).toEqual({ 'carol:TLM': -15_000_000n, 'dave:TLM': -10_000_000n, 'alcordexmain:TLM': 25_000_000n });
    expect(book('sell').map((o) => [o.id, o.unitPrice])).toEqual([
      [1n, 500_000n],
      [2n, 600_000n],
      [3n, 500_000n],
    ]);
    logs.take();
  });

  it('fills a crossing buy best price first, oldest first, and rests its remainder at its own price', async () => {
    const before = snapshot();
    await transfer(t, WAX, 'alice', DEX, '8.00000000 WAX', '1400.0000 TLM@alien.worlds');
    // 5 WAX → 1000 TLM (order 1) and 2.5 WAX → 500 TLM (order 3); order 2 at 0.006 is above alice's 0.00571429.
    // alice pays 0.20 % of 1500 TLM = 3 TLM; carol pays 0.20 % of 7.5 WAX = 0.015 WAX.
    expect(changes(before, snapshot())).toEqual({
      'alice:WAX': -800_000_000n,
      'alice:TLM': 14_970_000n,
      'carol:WAX': 748_500_000n,
      'alcordexmain:WAX': 51_500_000n,
      'alcordexmain:TLM': -14_970_000n,
    });
    expect(book('sell').map((o) => o.id)).toEqual([2n]);
    expect(book('buy')).toEqual([{ id: 4n, account: 'alice', bid: 50_000_000n, ask: 875_000n, unitPrice: 571_429n }]);
    const logged = named('buymatch', 'sellmatch', 'logorder');
    expect(logged.map((l) => l.name)).toEqual(['buymatch', 'logorder', 'buymatch', 'logorder', 'logorder']);
    expect(logged[0]!.data).toMatchObject({
      record: {
        market: { id: 0n, fee: 20 },
        bid: { amount: 500_000_000n },
        ask: { amount: 10_000_000n },
        asker: 'carol',
        bidder: 'alice',
        unit_price: 500_000n,
      },
    });
    expect(logged[2]!.data).toMatchObject({
      record: { bid: { amount: 250_000_000n }, ask: { amount: 5_000_000n }, asker: 'carol', bidder: 'alice', unit_price: 500_000n },
    });
    expect(logged[1]!.data).toMatchObject({ table: 'sellorder', present: false, reason: 'fill', order: { id: 1n, bid: { amount: 0n }, ask: { amount: 0n } } });
    expect(logged[4]!.data).toMatchObject({
      table: 'buyorder',
      present: true,
      reason: 'place',
      order: { id: 4n, bid: { amount: 50_000_000n }, ask: { amount: 875_000n } },
    });
  });

  it('fills a resting order partly, keeping its remainder at its unit price', async () => {
    const before = snapshot();
    await transfer(t, TLM, 'bob', DEX, '50.0000 TLM', '0.25000000 WAX@eosio.token');
    // alice's order pays min(50 × 0.5 / 87.5, 50 × 0.00571429) = 0.28571428 WAX for 50 TLM.
    expect(changes(before, snapshot())).toEqual({
      'bob:TLM': -500_000n,
      'bob:WAX': 28_514_285n,
      'alice:TLM': 499_000n,
      'alcordexmain:TLM': 1_000n,
      'alcordexmain:WAX': -28_514_285n,
    });
    expect(book('buy')).toEqual([{ id: 4n, account: 'alice', bid: 21_428_572n, ask: 375_000n, unitPrice: 571_429n }]);
    expect(named('sellmatch', 'logorder')).toMatchObject([
      {
        name: 'sellmatch',
        data: {
          record: {
            bid: { amount: 500_000n, symbol: { code: 'TLM' } },
            ask: { amount: 28_571_428n, symbol: { code: 'WAX' } },
            asker: 'alice',
            bidder: 'bob',
            unit_price: 571_429n,
          },
        },
      },
      {
        name: 'logorder',
        data: { table: 'buyorder', present: true, reason: 'fill', order: { id: 4n, bid: { amount: 21_428_572n }, ask: { amount: 375_000n } } },
      },
    ]);
  });

  it('walks a market buy across levels and refunds what the book cannot fill', async () => {
    await transfer(t, TLM, 'bob', DEX, '200.0000 TLM', '1.40000000 WAX@eosio.token');
    const before = snapshot();
    await transfer(t, WAX, 'erin', DEX, '8.00000000 WAX', '0.0000 TLM@alien.worlds');
    // 6 WAX → 1000 TLM (dave), 1.4 WAX → 200 TLM (bob), 0.6 WAX refunded.
    expect(changes(before, snapshot())).toEqual({
      'erin:WAX': -740_000_000n,
      'erin:TLM': 11_976_000n,
      'dave:WAX': 598_800_000n,
      'bob:WAX': 139_720_000n,
      'alcordexmain:WAX': 1_480_000n,
      'alcordexmain:TLM': -11_976_000n,
    });
    expect(book('sell')).toEqual([]);
    expect(book('buy').map((o) => o.id)).toEqual([4n]);
  });

  it('fills a market buy sent as a limit order up to its worst price and rests the rest, which its owner cancels', async () => {
    await transfer(t, TLM, 'carol', DEX, '100.0000 TLM', '0.60000000 WAX@eosio.token');
    await transfer(t, TLM, 'carol', DEX, '100.0000 TLM', '0.90000000 WAX@eosio.token');
    const before = snapshot();
    const buysBefore = book('buy');
    // 2 WAX for 250 TLM: a worst unit_price of 800,000. The sell at 600,000 fills; the one at 900,000 does not.
    await transfer(t, WAX, 'erin', DEX, '2.00000000 WAX', '250.0000 TLM@alien.worlds');
    const rested = book('buy').filter((o) => o.account === 'erin');
    expect(rested.map(({ bid, ask, unitPrice }) => ({ bid, ask, unitPrice }))).toEqual([{ bid: 140_000_000n, ask: 1_750_000n, unitPrice: 800_000n }]);
    await t.chain.pushAction(DEX, 'cancelbuy', { executor: 'erin', market_id: 0, order_id: rested[0]!.id }, 'erin@active');
    expect(changes(before, snapshot())).toEqual({
      'erin:WAX': -60_000_000n,
      'erin:TLM': 998_000n,
      'carol:WAX': 59_880_000n,
      'alcordexmain:WAX': 120_000n,
      'alcordexmain:TLM': -998_000n,
    });
    expect(book('sell').map((o) => [o.id, o.unitPrice])).toEqual([[7n, 900_000n]]);
    expect(book('buy')).toEqual(buysBefore);
  });

  it('refuses a market order that fills nothing, applying nothing', async () => {
    const before = { balances: snapshot(), buys: book('buy', 1n), sells: book('sell', 1n) };
    // The USDT market's book is empty: a zero ask finds nothing to fill at any price.
    await expectAssert(
      transfer(t, USDT, 'bob', DEX, '1.0000 USDT', '0.00000000 WAX@eosio.token'),
      'market order filled nothing: no order at an acceptable price',
    );
    expect({ balances: snapshot(), buys: book('buy', 1n), sells: book('sell', 1n) }).toEqual(before);
  });

  it('sells at market into a partly filled bid, never paying more than it holds', async () => {
    const before = snapshot();
    await transfer(t, TLM, 'erin', DEX, '10.0000 TLM', '0.00000000 WAX@eosio.token');
    expect(changes(before, snapshot())).toEqual({
      'erin:TLM': -100_000n,
      'erin:WAX': 5_702_856n,
      'alice:TLM': 99_800n,
      'alcordexmain:TLM': 200n,
      'alcordexmain:WAX': -5_702_856n,
    });
    expect(book('buy')).toEqual([{ id: 4n, account: 'alice', bid: 15_714_287n, ask: 275_000n, unitPrice: 571_429n }]);
  });

  it('holds exactly the resting bids plus the fees it kept', () => {
    const held = snapshot();
    const restingWax = book('buy').reduce((sum, o) => sum + o.bid, 0n);
    const restingTlm = book('sell').reduce((sum, o) => sum + o.bid, 0n);
    // Every fee of the tests above, step by step, in the token its payer received.
    const waxFees = 1_500_000n + 57_143n + 1_480_000n + 120_000n + 11_429n;
    const tlmFees = 30_000n + 1_000n + 24_000n + 2_000n + 200n;
    expect(held['alcordexmain:WAX']).toBe(restingWax + waxFees);
    expect(held['alcordexmain:TLM']).toBe(restingTlm + tlmFees);
  });
});

describe('dust on a fee-free market', () => {
  it('refunds a limit remainder that cannot buy one unit at the crossing price instead of resting it crossed', async () => {
    await transfer(t, USDT, 'bob', DEX, '0.0001 USDT', '0.00000050 WAX@eosio.token');
    await transfer(t, USDT, 'bob', DEX, '1.0000 USDT', '20.00000000 WAX@eosio.token');
    const before = snapshot();
    await transfer(t, WAX, 'alice', DEX, '0.00200000 WAX', '0.0001 USDT@usdt.alcor');
    // 50 units buy bob's 0.0001 USDT; 199,950 units buy nothing at 20 WAX per USDT and go back.
    expect(changes(before, snapshot())).toEqual({ 'alice:WAX': -50n, 'alice:USDT': 1n, 'bob:WAX': 50n, 'alcordexmain:USDT': -1n });
    expect(book('buy', 1n)).toEqual([]);
    expect(book('sell', 1n)).toEqual([{ id: 2n, account: 'bob', bid: 10_000n, ask: 2_000_000_000n, unitPrice: 2_000_000_000n }]);
  });
});
