import { describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../../core/amount';
import type { ListedToken } from '../../core/domain';
import type { TableRowsParams } from '../../services/tableRows';
import type { SendActionsRequest } from '../transactions';
import { createLimitStore, type LimitStoreDeps } from './store';

const listed = (ticker: string, contract: string, precision: number) =>
  ({ ticker, contract, precision, key: `${ticker}_${contract}` }) as unknown as ListedToken;
const WAX = listed('WAX', 'eosio.token', 8);
const TLM = listed('TLM', 'alien.worlds', 4);
const PAIR = { input: WAX, output: TLM };

const TABLES: Record<string, unknown[]> = {
  config: [{ fee: 25, maker_fee: 10, next_order_id: 9 }],
  tokens: [
    { id: 0, token: { sym: '8,WAX', contract: 'eosio.token' } },
    { id: 1, token: { sym: '4,TLM', contract: 'alien.worlds' } },
  ],
  orders: [
    {
      id: 7,
      owner: 'sybil',
      bid: '12.00000000 WAX',
      ask: '2400.0000 TLM',
      initial_bid: '12.00000000 WAX',
      initial_ask: '2400.0000 TLM',
      bid_token: 0,
      ask_token: 1,
      unit_price: '200000000000000000000',
      scale_power: 18,
      timestamp: 1_790_000_000,
    },
  ],
  balances: [
    {
      owner: 'sybil',
      quantities: [
        { quantity: '0.0000 TLM', contract: 'alien.worlds' },
        { quantity: '3996.0000 TLM', contract: 'tlm.fake' },
        { quantity: '1.25000000 WAX', contract: 'eosio.token' },
      ],
    },
  ],
};

function setup(account: string | null = 'sybil', tables: Record<string, unknown[]> = TABLES) {
  const sent: SendActionsRequest[] = [];
  const reads: TableRowsParams[] = [];
  const stored: boolean[] = [];
  const deps: LimitStoreDeps = {
    account: () => account,
    contract: () => 'calcormining',
    tableRows: (params) => {
      reads.push(params);
      return Promise.resolve(tables[params.table] ?? []);
    },
    history: () => Promise.resolve({ fills: [], closes: [] }),
    quote: vi.fn(() => Promise.resolve(makeAmount(1_990_000n, 4))),
    sendActions: (request) => {
      sent.push(request);
      return Promise.resolve({ ok: true, txIds: ['t1'] });
    },
    runFetch: (_name, fetcher) => fetcher(),
    notify: vi.fn(),
    refreshBalances: vi.fn(),
    hasTokenRow: vi.fn((_account: string, token: { contract: string }) => Promise.resolve(token.contract !== 'tlm.fake')),
    readHideOtherPairs: () => true,
    writeHideOtherPairs: (hide) => void stored.push(hide),
    warn: vi.fn(),
  };
  return { store: createLimitStore(deps), deps, sent, reads, stored };
}

describe('the limit store', () => {
  it('places one deposit-and-create transfer with the exact bid and ask', async () => {
    const { store, sent } = setup();
    await store.loadContract();
    store.edit('sell', '12', PAIR);
    store.edit('price', '200', PAIR);
    expect(await store.placeOrder(PAIR, makeAmount(5_000_000_000n, 8))).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.actions).toEqual([
      {
        account: 'eosio.token',
        name: 'transfer',
        data: { from: 'sybil', to: 'calcormining', quantity: '12.00000000 WAX', memo: 'order:2400.0000 TLM@alien.worlds' },
      },
    ]);
    expect(store.form.value).toEqual({ sell: '', price: '', receive: '' });
  });

  it('refuses a zero amount with the SPEC notification and sends nothing', async () => {
    const { store, sent, deps } = setup();
    store.edit('sell', '0', PAIR);
    store.edit('price', '200', PAIR);
    expect(await store.placeOrder(PAIR, null)).toBe(false);
    expect(deps.notify).toHaveBeenCalledWith({ kind: 'error', title: 'Order failed', text: 'Quantity must be positive' });
    expect(store.fieldError.value).toEqual({ field: 'sell', reason: 'Quantity must be positive' });
    expect(sent).toEqual([]);
  });

  it('registers a token the contract does not list and opens the ask slot in the same transaction, from tables read at placing', async () => {
    const { store, sent, reads } = setup();
    const pair = { input: WAX, output: listed('USDT', 'usdt.alcor', 4) };
    store.edit('sell', '1', pair);
    store.edit('price', '1.5', pair);
    expect(await store.placeOrder(pair, null)).toBe(true);
    expect(reads.map((read) => read.table)).toEqual(expect.arrayContaining(['tokens', 'balances']));
    expect(reads.find((read) => read.table === 'balances')).toMatchObject({ key_type: 'name', lower_bound: 'sybil', upper_bound: 'sybil' });
    expect(sent[0]!.actions).toEqual([
      { account: 'calcormining', name: 'addtoken', data: { owner: 'sybil', token: { sym: '4,USDT', contract: 'usdt.alcor' } } },
      { account: 'calcormining', name: 'openbal', data: { owner: 'sybil', token: { sym: '4,USDT', contract: 'usdt.alcor' } } },
      {
        account: 'eosio.token',
        name: 'transfer',
        data: { from: 'sybil', to: 'calcormining', quantity: '1.00000000 WAX', memo: 'order:1.5000 USDT@usdt.alcor' },
      },
    ]);
  });

  it('opens the ask slot of a registered token when the account has no balances row yet', async () => {
    const { store, sent } = setup('sybil', { ...TABLES, balances: [] });
    store.edit('sell', '12', PAIR);
    store.edit('price', '200', PAIR);
    expect(await store.placeOrder(PAIR, null)).toBe(true);
    expect(sent[0]!.actions.map((action) => action.name)).toEqual(['openbal', 'transfer']);
  });

  it('reads the balances held in the contract and withdraws one, or all with a token open where the account has no row', async () => {
    const { store, sent } = setup();
    await store.loadBalances('sybil');
    const held = store.balances.value.items.filter((slot) => slot.amount.units > 0n);
    expect(held.map((slot) => `${slot.ticker}@${slot.contract}`)).toEqual(['TLM@tlm.fake', 'WAX@eosio.token']);
    expect(await store.withdraw([held[1]!])).toBe(true);
    expect(sent[0]!.actions).toEqual([
      { account: 'calcormining', name: 'withdraw', data: { owner: 'sybil', balances: [{ quantity: '1.25000000 WAX', contract: 'eosio.token' }] } },
    ]);
    expect(sent[0]!.title).toBe('Withdraw WAX');
    expect(await store.withdraw(store.balances.value.items)).toBe(true);
    expect(sent[1]!.title).toBe('Withdraw 2 balances');
    expect(sent[1]!.actions).toEqual([
      { account: 'tlm.fake', name: 'open', data: { owner: 'sybil', symbol: '4,TLM', ram_payer: 'sybil' } },
      {
        account: 'calcormining',
        name: 'withdraw',
        data: {
          owner: 'sybil',
          balances: [
            { quantity: '3996.0000 TLM', contract: 'tlm.fake' },
            { quantity: '1.25000000 WAX', contract: 'eosio.token' },
          ],
        },
      },
    ]);
  });

  it('withdraws nothing when nothing is held, and forgets the balances at logout', async () => {
    const { store, sent, deps } = setup('sybil', {
      ...TABLES,
      balances: [{ owner: 'sybil', quantities: [{ quantity: '0.0000 TLM', contract: 'alien.worlds' }] }],
    });
    await store.loadBalances('sybil');
    expect(await store.withdraw(store.balances.value.items)).toBe(false);
    expect(deps.notify).toHaveBeenCalledWith({ kind: 'error', title: 'Nothing was withdrawn', text: 'Nothing to withdraw' });
    expect(sent).toEqual([]);
    store.forgetAccount();
    expect(store.balances.value).toEqual({ account: null, items: [], loaded: false });
  });

  it('reads the owner’s orders by the byowner index and cancels the chosen ones in one cancelorders', async () => {
    const { store, sent, reads } = setup();
    await store.loadOrders('sybil');
    expect(reads.find((read) => read.table === 'orders')).toMatchObject({ index_position: 2, key_type: 'name', lower_bound: 'sybil', upper_bound: 'sybil' });
    expect(store.orders.value.items.map((order) => order.orderId)).toEqual([7n]);
    expect(store.contract.value.fees).toEqual({ takerBps: 25, makerBps: 10 });
    await store.cancelOrders(store.orders.value.items);
    expect(sent[0]!.actions).toEqual([{ account: 'calcormining', name: 'cancelorders', data: { owner: 'sybil', orders_id: ['7'] } }]);
  });

  it('reads the tokens again when an order names a token registered since they were read', async () => {
    const tokens: unknown[] = [TABLES.tokens![0]];
    const { store } = setup('sybil', { ...TABLES, tokens });
    await store.loadContract();
    tokens.push(TABLES.tokens![1]);
    await store.loadOrders('sybil');
    expect(store.orders.value.items.map((order) => `${order.orderId}:${order.ask.ticker}`)).toEqual(['7:TLM']);
  });

  it('takes the market price from the swap quote of the amount sold', async () => {
    const { store, deps } = setup();
    store.edit('sell', '10', PAIR);
    await store.takeMarketPrice(PAIR, makeAmount(1_000_000_000n, 8));
    expect(deps.quote).toHaveBeenCalledWith(PAIR, makeAmount(1_000_000_000n, 8));
    expect(store.form.value).toEqual({ sell: '10', price: '19.9', receive: '199' });
  });

  it('remembers the "hide other pairs" choice', () => {
    const { store, stored } = setup();
    expect(store.hideOtherPairs.value).toBe(true);
    store.setHideOtherPairs(false);
    expect(stored).toEqual([false]);
  });
});
