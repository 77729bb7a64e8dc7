/** alcordexmain: listing, placing resting orders, the indexes, cancelling, and every refusal leaving nothing behind. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byPriceKey, MAX_UNIT_PRICE } from '../../../src/core/actions/orderbook';
import { startTestChain, type TestChain } from '../../chain/testing/harness';
import { expectAssert } from '../../chain/testing/expect';
import { balances, captureLogs, changes, tableRows, TLM, transfer, USDT, WAX } from './chain.testutil';
import { orderBookContract } from './orderbook';
import { installContract } from './setup';
import { buyOrderTable, sellOrderTable } from './tables';

const DEX = 'alcordexmain';
let t: TestChain;
let logs: ReturnType<typeof captureLogs>;

const market = (quote: { contract: string; sym: string }, minSell: string, fee = 0) => ({
  base_token: { sym: '8,WAX', contract: 'eosio.token' },
  quote_token: quote,
  min_buy: '0.00000100 WAX',
  min_sell: minSell,
  fee,
});

beforeAll(async () => {
  t = await startTestChain({ contracts: [orderBookContract] });
  await installContract(t.chain, DEX, orderBookContract);
  logs = captureLogs(t, DEX);
  await t.chain.pushAction(DEX, 'newmarket', market({ sym: '4,TLM', contract: 'alien.worlds' }, '0.0001 TLM'), `${DEX}@active`);
  await t.chain.pushAction(DEX, 'newmarket', market({ sym: '4,USDT', contract: 'usdt.alcor' }, '1.0000 USDT', 25), `${DEX}@active`);
});
afterAll(async () => t.stop());

describe('markets', () => {
  it('lists markets in Alcor’s row shape and logs each listing', async () => {
    expect(await tableRows(t, { code: DEX, scope: DEX, table: 'markets' })).toEqual([
      {
        id: 0,
        base_token: { sym: '8,WAX', contract: 'eosio.token' },
        quote_token: { sym: '4,TLM', contract: 'alien.worlds' },
        min_buy: '0.00000100 WAX',
        min_sell: '0.0001 TLM',
        frozen: 0,
        fee: 0,
      },
      {
        id: 1,
        base_token: { sym: '8,WAX', contract: 'eosio.token' },
        quote_token: { sym: '4,USDT', contract: 'usdt.alcor' },
        min_buy: '0.00000100 WAX',
        min_sell: '1.0000 USDT',
        frozen: 0,
        fee: 25,
      },
    ]);
    const listings = (await tableRows(t, { code: DEX, scope: DEX, table: 'sequences' })).map((r) => r.next_order_id);
    expect(listings).toEqual([1, 1]);
  });

  it('refuses duplicates (either way round), unknown tokens, wrong precisions and fees of 100 %', async () => {
    const push = (data: unknown) => t.chain.pushAction(DEX, 'newmarket', data, `${DEX}@active`);
    await expectAssert(push(market({ sym: '4,TLM', contract: 'alien.worlds' }, '0.0001 TLM')), 'market 0 already trades these tokens');
    await expectAssert(
      push({
        ...market({ sym: '8,WAX', contract: 'eosio.token' }, '0.00000001 WAX'),
        base_token: { sym: '4,TLM', contract: 'alien.worlds' },
        min_buy: '0.0001 TLM',
      }),
      'market 0 already trades these tokens',
    );
    await expectAssert(push(market({ sym: '4,XYZ', contract: 'alien.worlds' }, '0.0001 XYZ')), 'token XYZ@alien.worlds does not exist');
    await expectAssert(push(market({ sym: '3,AETHER', contract: 'e.rplanet' }, '0.001 AETHER')), 'token AETHER@e.rplanet has precision 4');
    await expectAssert(push(market({ sym: '4,AETHER', contract: 'e.rplanet' }, '0.0001 AETHER', 10_000)), 'fee must be below 10000 basis points');
    await expect(t.chain.pushAction(DEX, 'newmarket', market({ sym: '4,AETHER', contract: 'e.rplanet' }, '0.0001 AETHER'), 'alice@active')).rejects.toThrow(
      'missing authority of alcordexmain',
    );
  });
});

describe('placing resting orders', () => {
  it('rests a buy at Alcor’s unit_price and a sell on the other side, holding what they give', async () => {
    const before = balances(t, ['alice', 'bob', DEX], [WAX, TLM]);
    await transfer(t, WAX, 'alice', DEX, '10.00000000 WAX', '1999.9560 TLM@alien.worlds');
    await transfer(t, WAX, 'bob', DEX, '35.00000000 WAX', '5000.0000 TLM@alien.worlds');
    await transfer(t, TLM, 'bob', DEX, '1000.0000 TLM', '8.00000000 WAX@eosio.token');
    await transfer(t, TLM, 'alice', DEX, '400.0000 TLM', '3.00000000 WAX@eosio.token');
    expect(changes(before, balances(t, ['alice', 'bob', DEX], [WAX, TLM]))).toEqual({
      'alice:WAX': -1_000_000_000n,
      'alice:TLM': -4_000_000n,
      'bob:WAX': -3_500_000_000n,
      'bob:TLM': -10_000_000n,
      'alcordexmain:WAX': 4_500_000_000n,
      'alcordexmain:TLM': 14_000_000n,
    });
    const buys = await tableRows(t, { code: DEX, scope: '0', table: 'buyorder' });
    expect(buys).toEqual([
      { id: 1, account: 'alice', bid: '10.00000000 WAX', ask: '1999.9560 TLM', unit_price: expect.any(String), timestamp: expect.any(Number) },
      { id: 2, account: 'bob', bid: '35.00000000 WAX', ask: '5000.0000 TLM', unit_price: expect.any(String), timestamp: expect.any(Number) },
    ]);
    expect([...t.chain.table(DEX, buyOrderTable, 0n).rows()].map((r) => r.unit_price)).toEqual([500_012n, 700_000n]);
    expect([...t.chain.table(DEX, sellOrderTable, 0n).rows()].map((r) => [r.id, r.account, r.unit_price])).toEqual([
      [3n, 'bob', 800_000n],
      [4n, 'alice', 750_000n],
    ]);
    const placed = logs.take().filter((a) => a.name === 'logorder');
    expect(placed.map((a) => a.data)).toMatchObject([
      { market_id: 0n, table: 'buyorder', present: true, reason: 'place', order: { id: 1n, account: 'alice' } },
      { market_id: 0n, table: 'buyorder', present: true, reason: 'place', order: { id: 2n, account: 'bob' } },
      { market_id: 0n, table: 'sellorder', present: true, reason: 'place', order: { id: 3n, account: 'bob' } },
      { market_id: 0n, table: 'sellorder', present: true, reason: 'place', order: { id: 4n, account: 'alice' } },
    ]);
  });

  it('reads best price first through byprice (index 2, i128) and by owner through byaccount (index 3)', async () => {
    const byPrice = (table: string, extra: Record<string, unknown> = {}) =>
      tableRows(t, { code: DEX, scope: '0', table, index_position: 2, key_type: 'i128', ...extra });
    expect((await byPrice('buyorder')).map((r) => r.id)).toEqual([2, 1]);
    expect((await byPrice('sellorder')).map((r) => r.id)).toEqual([4, 3]);
    // A lower bound on the key skips every sell cheaper than 0.0080 WAX.
    expect((await byPrice('sellorder', { lower_bound: byPriceKey('sell', 800_000n, 0n).toString() })).map((r) => r.id)).toEqual([3]);
    expect((await byPrice('buyorder', { upper_bound: byPriceKey('buy', 600_000n, MAX_UNIT_PRICE).toString() })).map((r) => r.id)).toEqual([2]);
    const byOwner = (table: string, owner: string) =>
      tableRows(t, { code: DEX, scope: '0', table, index_position: 3, key_type: 'name', lower_bound: owner, upper_bound: owner });
    expect((await byOwner('buyorder', 'alice')).map((r) => r.id)).toEqual([1]);
    expect((await byOwner('sellorder', 'bob')).map((r) => r.id)).toEqual([3]);
  });
});

describe('refusals apply nothing', () => {
  const snapshot = async () => ({
    balances: balances(t, ['bob', DEX], [WAX, TLM, USDT]),
    buys: await tableRows(t, { code: DEX, scope: '0', table: 'buyorder' }),
    sells: await tableRows(t, { code: DEX, scope: '0', table: 'sellorder' }),
  });

  it.each([
    ['wrong precision', WAX, '1.00000000 WAX', '100.00 TLM@alien.worlds', 'wrong precision: TLM has 4 decimals, the memo asks 100.00 TLM'],
    ['an unknown market', WAX, '1.00000000 WAX', '1.0000 WOMBAT@wombattokens', 'unknown market: no market trades WAX@eosio.token for WOMBAT@wombattokens'],
    ['a token from the wrong contract', WAX, '1.00000000 WAX', '1.0000 TLM@usdt.alcor', 'unknown market: no market trades WAX@eosio.token for TLM@usdt.alcor'],
    [
      'a malformed memo',
      WAX,
      '1.00000000 WAX',
      'buy TLM',
      'memo must be the asked amount, like "2400.0000 TLM@alien.worlds" (a market order: "0.0000 TLM@alien.worlds")',
    ],
    ['a negative ask', WAX, '1.00000000 WAX', '-1.0000 TLM@alien.worlds', 'an order cannot ask for a negative amount'],
    // The real contract reads one extended asset: a worst price after "#" is not part of its memo.
    [
      'a suffix after the asked amount',
      WAX,
      '1.00000000 WAX',
      '0.0000 TLM@alien.worlds#500000',
      'memo must be the asked amount, like "2400.0000 TLM@alien.worlds" (a market order: "0.0000 TLM@alien.worlds")',
    ],
    ['a bid below the minimum', USDT, '0.5000 USDT', '0.10000000 WAX@eosio.token', 'order below the market minimum of 1.0000 USDT'],
  ])('refuses %s', async (_label, token, quantity, memo, message) => {
    const before = await snapshot();
    await expectAssert(transfer(t, token, 'bob', DEX, quantity, memo), message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a zero quantity (the token contract does) and orders on a frozen market', async () => {
    const before = await snapshot();
    await expectAssert(transfer(t, WAX, 'bob', DEX, '0.00000000 WAX', '1.0000 TLM@alien.worlds'), 'must transfer positive quantity');
    await t.chain.pushAction(DEX, 'setfrozen', { market_id: 0, frozen: true }, `${DEX}@active`);
    await expectAssert(transfer(t, WAX, 'bob', DEX, '1.00000000 WAX', '1.0000 TLM@alien.worlds'), 'market 0 is frozen');
    await expectAssert(transfer(t, TLM, 'bob', DEX, '1.0000 TLM', '0.00000000 WAX@eosio.token'), 'market 0 is frozen');
    expect(await snapshot()).toEqual(before);
    await t.chain.pushAction(DEX, 'setfrozen', { market_id: 0, frozen: false }, `${DEX}@active`);
  });
});

describe('cancelling', () => {
  it('returns the order’s bid to its owner and removes the row, on a frozen market too', async () => {
    await t.chain.pushAction(DEX, 'setfrozen', { market_id: 0, frozen: true }, `${DEX}@active`);
    const before = balances(t, ['alice', DEX], [WAX, TLM]);
    logs.take();
    await t.chain.pushAction(DEX, 'cancelbuy', { executor: 'alice', market_id: 0, order_id: 1 }, 'alice@active');
    await t.chain.pushAction(DEX, 'cancelsell', { executor: 'alice', market_id: 0, order_id: 4 }, 'alice@active');
    expect(changes(before, balances(t, ['alice', DEX], [WAX, TLM]))).toEqual({
      'alice:WAX': 1_000_000_000n,
      'alice:TLM': 4_000_000n,
      'alcordexmain:WAX': -1_000_000_000n,
      'alcordexmain:TLM': -4_000_000n,
    });
    expect((await tableRows(t, { code: DEX, scope: '0', table: 'buyorder' })).map((r) => r.id)).toEqual([2]);
    expect((await tableRows(t, { code: DEX, scope: '0', table: 'sellorder' })).map((r) => r.id)).toEqual([3]);
    expect(logs.take().map((a) => a.data)).toMatchObject([
      { table: 'buyorder', present: false, reason: 'cancel', order: { id: 1n, bid: { amount: 1_000_000_000n } } },
      { table: 'sellorder', present: false, reason: 'cancel', order: { id: 4n } },
    ]);
    await t.chain.pushAction(DEX, 'setfrozen', { market_id: 0, frozen: false }, `${DEX}@active`);
  });

  it('refuses someone else’s order, a missing order, a missing market and a missing signature', async () => {
    await expectAssert(
      t.chain.pushAction(DEX, 'cancelbuy', { executor: 'carol', market_id: 0, order_id: 2 }, 'carol@active'),
      'order 2 belongs to bob, not carol',
    );
    await expectAssert(t.chain.pushAction(DEX, 'cancelsell', { executor: 'bob', market_id: 0, order_id: 2 }, 'bob@active'), 'no sell order 2 in market 0');
    await expectAssert(t.chain.pushAction(DEX, 'cancelbuy', { executor: 'bob', market_id: 9, order_id: 2 }, 'bob@active'), 'unknown market 9');
    await expect(t.chain.pushAction(DEX, 'cancelbuy', { executor: 'bob', market_id: 0, order_id: 2 }, 'carol@active')).rejects.toThrow(
      'missing authority of bob',
    );
    expect((await tableRows(t, { code: DEX, scope: '0', table: 'buyorder' })).map((r) => r.id)).toEqual([2]);
  });
});
