/** calcormining: registry, deposits, openorder, deposit-and-create, fills (partial, full, excess) credited to the owner, cancelOrders, withdraw, indexes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitPairKey } from '../../../src/core/actions/limit';
import { startTestChain, type TestChain } from '../../chain/testing/harness';
import { expectAssert } from '../../chain/testing/expect';
import { balances, captureLogs, changes, tableRows, TLM, transfer, USDT, WAX } from '../orderbook/chain.testutil';
import { installContract } from '../orderbook/setup';
import { limitOrderContract } from './limit';
import { ordersTable } from './tables';

const LIMIT = 'calcormining';
const PEOPLE = ['alice', 'bob', 'carol', 'dave', LIMIT];
let t: TestChain;
let logs: ReturnType<typeof captureLogs>;

const snapshot = () => balances(t, PEOPLE, [WAX, TLM]);
const push = (name: string, data: unknown, actor: string) => t.chain.pushAction(LIMIT, name, data, `${actor}@active`);
const orders = async () => tableRows(t, { code: LIMIT, scope: LIMIT, table: 'orders' });
const aliceHolds = async () =>
  (await tableRows(t, { code: LIMIT, scope: LIMIT, table: 'balances', key_type: 'name', lower_bound: 'alice', upper_bound: 'alice' }))[0]
    ?.quantities as unknown[];
const logged = () =>
  logs
    .take()
    .filter((a) => a.name.startsWith('logorder'))
    .map((a) => ({ name: a.name, data: a.data }));

beforeAll(async () => {
  t = await startTestChain({ contracts: [limitOrderContract] });
  await installContract(t.chain, LIMIT, limitOrderContract);
  logs = captureLogs(t, LIMIT);
  await push('setconfig', { fee: 25, maker_fee: 10 }, LIMIT);
});
afterAll(async () => t.stop());

describe('tokens and balances', () => {
  it('registers tokens once each, with their real precision', async () => {
    await push('addtoken', { owner: 'alice', token: { sym: '8,WAX', contract: 'eosio.token' } }, 'alice');
    await push('addtoken', { owner: 'alice', token: { sym: '4,TLM', contract: 'alien.worlds' } }, 'alice');
    expect(await tableRows(t, { code: LIMIT, scope: LIMIT, table: 'tokens' })).toEqual([
      { id: 0, token: { sym: '8,WAX', contract: 'eosio.token' } },
      { id: 1, token: { sym: '4,TLM', contract: 'alien.worlds' } },
    ]);
    await expectAssert(
      push('addtoken', { owner: 'bob', token: { sym: '4,TLM', contract: 'alien.worlds' } }, 'bob'),
      'token 4,TLM@alien.worlds is already registered as id 1',
    );
    await expectAssert(push('addtoken', { owner: 'bob', token: { sym: '2,TLM', contract: 'alien.worlds' } }, 'bob'), 'token TLM@alien.worlds has precision 4');
    await expectAssert(push('addtoken', { owner: 'bob', token: { sym: '4,NOPE', contract: 'alien.worlds' } }, 'bob'), 'token NOPE@alien.worlds does not exist');
  });

  it('credits a deposit only into an opened balance of a registered token', async () => {
    await expectAssert(transfer(t, TLM, 'alice', LIMIT, '1000.0000 TLM', 'deposit'), 'open a balance for 4,TLM@alien.worlds first (openbal)');
    await expectAssert(transfer(t, USDT, 'alice', LIMIT, '1.0000 USDT', 'deposit'), 'token 4,USDT@usdt.alcor is not registered: call addtoken');
    await expectAssert(
      transfer(t, TLM, 'alice', LIMIT, '1.0000 TLM', 'gift'),
      'memo must be "deposit", "order:<ask like 2400.0000 TLM@alien.worlds>" or "fill:<order id>"',
    );
    await push('openbal', { owner: 'alice', token: { sym: '4,TLM', contract: 'alien.worlds' } }, 'alice');
    await push('openbal', { owner: 'alice', token: { sym: '4,TLM', contract: 'alien.worlds' } }, 'alice');
    const before = snapshot();
    await transfer(t, TLM, 'alice', LIMIT, '1000.0000 TLM', 'deposit');
    expect(changes(before, snapshot())).toEqual({ 'alice:TLM': -10_000_000n, 'calcormining:TLM': 10_000_000n });
    expect(await tableRows(t, { code: LIMIT, scope: LIMIT, table: 'balances' })).toEqual([
      { owner: 'alice', quantities: [{ quantity: '1000.0000 TLM', contract: 'alien.worlds' }] },
    ]);
  });
});

describe('orders', () => {
  it('opens an order from the deposited balance, once the owner has a slot for what it asks', async () => {
    const order = { owner: 'alice', bid: { quantity: '600.0000 TLM', contract: 'alien.worlds' }, ask: { quantity: '3.00000000 WAX', contract: 'eosio.token' } };
    await expectAssert(push('openorder', order, 'alice'), 'open a balance for 8,WAX@eosio.token first (openbal)');
    await push('openbal', { owner: 'alice', token: { sym: '8,WAX', contract: 'eosio.token' } }, 'alice');
    await push(
      'openorder',
      { owner: 'alice', bid: { quantity: '600.0000 TLM', contract: 'alien.worlds' }, ask: { quantity: '3.00000000 WAX', contract: 'eosio.token' } },
      'alice',
    );
    await expectAssert(
      push(
        'openorder',
        { owner: 'alice', bid: { quantity: '400.0001 TLM', contract: 'alien.worlds' }, ask: { quantity: '1.00000000 WAX', contract: 'eosio.token' } },
        'alice',
      ),
      'overdrawn balance: alice holds 400.0000 TLM@alien.worlds',
    );
    expect((await tableRows(t, { code: LIMIT, scope: LIMIT, table: 'balances' }))[0]).toEqual({
      owner: 'alice',
      quantities: [
        { quantity: '400.0000 TLM', contract: 'alien.worlds' },
        { quantity: '0.00000000 WAX', contract: 'eosio.token' },
      ],
    });
    expect(await orders()).toEqual([
      {
        id: 1,
        owner: 'alice',
        bid: '600.0000 TLM',
        ask: '3.00000000 WAX',
        initial_bid: '600.0000 TLM',
        initial_ask: '3.00000000 WAX',
        bid_token: 1,
        ask_token: 0,
        unit_price: expect.any(String),
        scale_power: 18,
        timestamp: expect.any(Number),
      },
    ]);
  });

  it('deposits and creates an order in one transfer, "order:<ask>"', async () => {
    await expectAssert(
      transfer(t, WAX, 'bob', LIMIT, '12.00000000 WAX', 'order:2400.0000 TLM@alien.worlds'),
      'open a balance for 4,TLM@alien.worlds first (openbal)',
    );
    await push('openbal', { owner: 'bob', token: { sym: '4,TLM', contract: 'alien.worlds' } }, 'bob');
    const before = snapshot();
    await transfer(t, WAX, 'bob', LIMIT, '12.00000000 WAX', 'order:2400.0000 TLM@alien.worlds');
    expect(changes(before, snapshot())).toEqual({ 'bob:WAX': -1_200_000_000n, 'calcormining:WAX': 1_200_000_000n });
    expect((await orders()).map((r) => r.id)).toEqual([1, 2]);
    await expectAssert(transfer(t, WAX, 'bob', LIMIT, '1.00000000 WAX', 'order:1.00000000 WAX@eosio.token'), 'an order needs two different tokens');
    await expectAssert(transfer(t, WAX, 'bob', LIMIT, '1.00000000 WAX', 'order:1.00 TLM@alien.worlds'), 'wrong precision: TLM@alien.worlds has 4 decimals');
    await expectAssert(
      transfer(t, WAX, 'bob', LIMIT, '1.00000000 WAX', 'order:1.0000 USDT@usdt.alcor'),
      'token 4,USDT@usdt.alcor is not registered: call addtoken',
    );
  });

  it('prices orders with 18 decimals and finds them by owner (index 2) and by pair and owner (index 3, sha256)', async () => {
    expect([...t.chain.table(LIMIT, ordersTable, LIMIT).rows()].map((o) => o.unit_price)).toEqual([5n * 10n ** 15n, 200n * 10n ** 18n]);
    const byOwner = await tableRows(t, {
      code: LIMIT,
      scope: LIMIT,
      table: 'orders',
      index_position: 2,
      key_type: 'name',
      lower_bound: 'bob',
      upper_bound: 'bob',
    });
    expect(byOwner.map((r) => r.id)).toEqual([2]);
    const byPair = (bidId: bigint, askId: bigint, owner: string) => {
      const key = limitPairKey(bidId, askId, owner);
      return tableRows(t, { code: LIMIT, scope: LIMIT, table: 'orders', index_position: 3, key_type: 'sha256', lower_bound: key, upper_bound: key });
    };
    expect((await byPair(1n, 0n, 'alice')).map((r) => r.id)).toEqual([1]);
    expect((await byPair(0n, 1n, 'bob')).map((r) => r.id)).toEqual([2]);
    expect(await byPair(0n, 1n, 'alice')).toEqual([]);
  });
});

describe('fills', () => {
  it('fills partly: the filler gets the bid share less 0.25 %, the owner’s balance the payment less 0.10 %', async () => {
    logs.take();
    const before = snapshot();
    await transfer(t, WAX, 'carol', LIMIT, '1.00000000 WAX', 'fill:1');
    expect(changes(before, snapshot())).toEqual({
      'carol:WAX': -100_000_000n,
      'carol:TLM': 1_995_000n,
      'calcormining:WAX': 100_000_000n,
      'calcormining:TLM': -1_995_000n,
    });
    expect(await aliceHolds()).toEqual([
      { quantity: '400.0000 TLM', contract: 'alien.worlds' },
      { quantity: '0.99900000 WAX', contract: 'eosio.token' },
    ]);
    expect((await orders())[0]).toMatchObject({ id: 1, bid: '400.0000 TLM', ask: '2.00000000 WAX', initial_bid: '600.0000 TLM' });
    expect(logged()).toEqual([
      {
        name: 'logorderfill',
        data: {
          owner: 'alice',
          order_id: 1n,
          prev_bid: { amount: 6_000_000n, symbol: { precision: 4, code: 'TLM' } },
          new_bid: { amount: 4_000_000n, symbol: { precision: 4, code: 'TLM' } },
          prev_ask: { amount: 300_000_000n, symbol: { precision: 8, code: 'WAX' } },
          new_ask: { amount: 200_000_000n, symbol: { precision: 8, code: 'WAX' } },
          fee_taker: { amount: 5_000n, symbol: { precision: 4, code: 'TLM' } },
          fee_maker: { amount: 100_000n, symbol: { precision: 8, code: 'WAX' } },
          filler: 'carol',
        },
      },
    ]);
  });

  it('refuses the wrong token, one’s own order, a missing order and a fill that buys nothing', async () => {
    const before = { balances: snapshot(), orders: await orders() };
    await expectAssert(transfer(t, TLM, 'carol', LIMIT, '1.0000 TLM', 'fill:1'), 'order 1 asks for WAX@eosio.token');
    await expectAssert(transfer(t, TLM, 'bob', LIMIT, '1.0000 TLM', 'fill:2'), 'cannot fill your own order: cancel it instead');
    await expectAssert(transfer(t, WAX, 'carol', LIMIT, '1.00000000 WAX', 'fill:99'), 'no order 99');
    await expectAssert(transfer(t, WAX, 'carol', LIMIT, '0.00000001 WAX', 'fill:1'), 'fill too small: 0.00000001 WAX buys less than one unit of TLM');
    expect({ balances: snapshot(), orders: await orders() }).toEqual(before);
  });

  it('fills the rest exactly, refunds the excess and closes the order', async () => {
    const before = snapshot();
    await transfer(t, WAX, 'dave', LIMIT, '2.50000000 WAX', 'fill:1');
    expect(changes(before, snapshot())).toEqual({
      'dave:WAX': -200_000_000n,
      'dave:TLM': 3_990_000n,
      'calcormining:WAX': 200_000_000n,
      'calcormining:TLM': -3_990_000n,
    });
    expect((await aliceHolds())[1]).toEqual({ quantity: '2.99700000 WAX', contract: 'eosio.token' });
    expect((await orders()).map((o) => o.id)).toEqual([2]);
    const [fill, close] = logged();
    expect(fill).toMatchObject({
      name: 'logorderfill',
      data: { new_bid: { amount: 0n }, new_ask: { amount: 0n }, fee_taker: { amount: 10_000n }, fee_maker: { amount: 200_000n }, filler: 'dave' },
    });
    expect(close).toEqual({
      name: 'logorderclose',
      data: {
        owner: 'alice',
        order_id: 1n,
        reason: 'fill',
        bid_contract: 'alien.worlds',
        bid_code: 'TLM',
        ask_contract: 'eosio.token',
        ask_code: 'WAX',
        initial_bid: { amount: 6_000_000n, symbol: { precision: 4, code: 'TLM' } },
        initial_ask: { amount: 300_000_000n, symbol: { precision: 8, code: 'WAX' } },
        bid: { amount: 0n, symbol: { precision: 4, code: 'TLM' } },
        ask: { amount: 0n, symbol: { precision: 8, code: 'WAX' } },
      },
    });
  });
});

describe('cancelOrders and withdraw', () => {
  it('cancels only the owner’s listed orders and pays their bids straight back', async () => {
    await expectAssert(push('cancelorders', { owner: 'alice', orders_id: [2] }, 'alice'), 'order 2 belongs to bob, not alice');
    await expectAssert(push('cancelorders', { owner: 'bob', orders_id: [2, 2] }, 'bob'), 'an order is listed twice');
    await expectAssert(push('cancelorders', { owner: 'bob', orders_id: [2, 7] }, 'bob'), 'no order 7');
    await expectAssert(push('cancelorders', { owner: 'bob', orders_id: [] }, 'bob'), 'cancel at least one order');
    const before = snapshot();
    logs.take();
    await push('cancelorders', { owner: 'bob', orders_id: [2] }, 'bob');
    expect(changes(before, snapshot())).toEqual({ 'bob:WAX': 1_200_000_000n, 'calcormining:WAX': -1_200_000_000n });
    expect(await orders()).toEqual([]);
    expect(logged()).toMatchObject([
      { name: 'logorderclose', data: { owner: 'bob', order_id: 2n, reason: 'cancel', bid: { amount: 1_200_000_000n }, ask: { amount: 24_000_000n } } },
    ]);
  });

  it('withdraws deposits and fill proceeds, refusing more than the balance', async () => {
    await expectAssert(
      push('withdraw', { owner: 'alice', balances: [{ quantity: '400.0001 TLM', contract: 'alien.worlds' }] }, 'alice'),
      'overdrawn balance: alice holds 400.0000 TLM@alien.worlds',
    );
    await expectAssert(
      push('withdraw', { owner: 'carol', balances: [{ quantity: '1.00000000 WAX', contract: 'eosio.token' }] }, 'carol'),
      'open a balance for 8,WAX@eosio.token first (openbal)',
    );
    const before = snapshot();
    await push(
      'withdraw',
      {
        owner: 'alice',
        balances: [
          { quantity: '400.0000 TLM', contract: 'alien.worlds' },
          { quantity: '2.99700000 WAX', contract: 'eosio.token' },
        ],
      },
      'alice',
    );
    expect(changes(before, snapshot())).toEqual({
      'alice:TLM': 4_000_000n,
      'alice:WAX': 299_700_000n,
      'calcormining:TLM': -4_000_000n,
      'calcormining:WAX': -299_700_000n,
    });
    expect(await aliceHolds()).toEqual([
      { quantity: '0.0000 TLM', contract: 'alien.worlds' },
      { quantity: '0.00000000 WAX', contract: 'eosio.token' },
    ]);
  });

  it('holds exactly the fees it kept, in its own balance row', async () => {
    const held = snapshot();
    expect(held['calcormining:WAX']).toBe(300_000n);
    expect(held['calcormining:TLM']).toBe(15_000n);
    const rows = await tableRows(t, { code: LIMIT, scope: LIMIT, table: 'balances' });
    // Taker fees 0.5 + 1.0 TLM, maker fees 0.001 + 0.002 WAX.
    expect(rows).toContainEqual({
      owner: LIMIT,
      quantities: [
        { quantity: '1.5000 TLM', contract: 'alien.worlds' },
        { quantity: '0.00300000 WAX', contract: 'eosio.token' },
      ],
    });
  });
});
