import { describe, expect, it } from 'vitest';
import { decodeLimitAction } from '../actions/limit';
import { decodeCancelOrder } from '../actions/orderbook';
import { makeAmount } from '../amount';
import { ListStore } from '../lists';
import { cancelOrderActions } from './cancel';
import { ORDER_LIST_SCHEMA, orderListColumns } from './list';
import { bookOpenOrder, limitOpenOrder, type OrderMarket, type OrderToken } from './orders';

const WAX: OrderToken = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM: OrderToken = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const USDT: OrderToken = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };
const MARKETS = new Map<number, OrderMarket>([[0, { id: 0, base: WAX, quote: TLM }]]);
const LIMIT_TOKENS = new Map<number, OrderToken>([
  [0, WAX],
  [1, TLM],
  [2, USDT],
]);

// As get_mapped_rows answers them (devnet): uint128 as 0x little-endian hex, the scope beside the row.
const buyRow = {
  id: 5,
  account: 'marketmaker5',
  bid: '600.86242330 WAX',
  ask: '3007.9216 TLM',
  unit_price: '0x41cf3001000000000000000000000000',
  timestamp: 1795761566,
  scope: '0',
};
const limitRow = {
  id: 2,
  owner: 'limitmaker11',
  bid: '8475.0000 TLM',
  ask: '1724.49300000 WAX',
  initial_bid: '8475.0000 TLM',
  initial_ask: '1724.49300000 WAX',
  bid_token: 1,
  ask_token: 0,
  unit_price: '0x0080e55efbe7d2020000000000000000',
  scale_power: 18,
  timestamp: 1795761567,
  scope: 'calcormining',
};

describe('open orders', () => {
  it('reads an order-book buy: gives WAX, asks TLM, priced at unit_price / 10^8', () => {
    const order = bookOpenOrder(buyRow, 'buyorder', MARKETS);
    expect(order).toMatchObject({ key: 'book:0:buy:5', kind: 'book', marketId: 0, market: 'TLM/WAX', side: 'buy', account: 'marketmaker5', time: 1795761566 });
    expect(order?.bid).toEqual({ ...WAX, amount: makeAmount(60_086_242_330n, 8) });
    expect(order?.ask).toEqual({ ...TLM, amount: makeAmount(30_079_216n, 4) });
    expect(order?.price).toBeCloseTo(0x0130cf41 / 1e8, 12);
  });

  it('drops a row of an unknown market, or whose assets are not the market tokens', () => {
    expect(bookOpenOrder({ ...buyRow, scope: '9' }, 'buyorder', MARKETS)).toBeNull();
    expect(bookOpenOrder(buyRow, 'sellorder', MARKETS)).toBeNull();
    expect(bookOpenOrder({ ...buyRow, bid: 'lots' }, 'buyorder', MARKETS)).toBeNull();
  });

  it('reads a limit order that asks WAX as a sell of what it gives, priced from its opening amounts', () => {
    const order = limitOpenOrder(limitRow, LIMIT_TOKENS);
    expect(order).toMatchObject({ key: 'limit:2', kind: 'limit', marketId: null, market: 'TLM/WAX', side: 'sell', account: 'limitmaker11' });
    expect(order?.price).toBeCloseTo(1724.493 / 8475, 12);
    const buy = limitOpenOrder(
      { ...limitRow, bid: '10.00000000 WAX', initial_bid: '10.00000000 WAX', ask: '50.0000 TLM', initial_ask: '50.0000 TLM', bid_token: 0, ask_token: 1 },
      LIMIT_TOKENS,
    );
    expect(buy).toMatchObject({ side: 'buy', market: 'TLM/WAX', price: 0.2 });
  });

  it('drops a limit order whose token ids are unknown or whose assets do not match them', () => {
    expect(limitOpenOrder({ ...limitRow, bid_token: 7 }, LIMIT_TOKENS)).toBeNull();
    expect(limitOpenOrder({ ...limitRow, bid_token: 2 }, LIMIT_TOKENS)).toBeNull();
    expect(limitOpenOrder(null, LIMIT_TOKENS)).toBeNull();
  });

  it('sorts newest first in the lists worker (SPEC §9 time_desc)', () => {
    const orders = [bookOpenOrder(buyRow, 'buyorder', MARKETS)!, limitOpenOrder(limitRow, LIMIT_TOKENS)!];
    const store = new ListStore();
    store.load('orders', ORDER_LIST_SCHEMA, orderListColumns(orders));
    expect(store.view({ listId: 'orders', sort: { key: 'time', dir: 'desc' }, window: { start: 0, count: 10 } }).rows.map((row) => row.key)).toEqual([
      'limit:2',
      'book:0:buy:5',
    ]);
  });
});

describe('cancelOrderActions', () => {
  const book = bookOpenOrder(buyRow, 'buyorder', MARKETS)!;
  const sell = bookOpenOrder({ ...buyRow, id: 6, bid: '1.0000 TLM', ask: '0.20000000 WAX' }, 'sellorder', MARKETS)!;
  const limit = limitOpenOrder({ ...limitRow, owner: 'marketmaker5' }, LIMIT_TOKENS)!;
  const limit2 = limitOpenOrder({ ...limitRow, id: 9, owner: 'marketmaker5' }, LIMIT_TOKENS)!;

  it('cancels each book order by its side, and every limit order in one cancelorders', () => {
    const actions = cancelOrderActions([book, limit, sell, limit2], 'marketmaker5', { limit: 'calcormining' });
    expect(actions.map((action) => `${action.account}::${action.name}`)).toEqual([
      'alcordexmain::cancelbuy',
      'alcordexmain::cancelsell',
      'calcormining::cancelorders',
    ]);
    expect(decodeCancelOrder(actions[1]!.name, actions[1]!.data)).toEqual({ side: 'sell', executor: 'marketmaker5', marketId: 0n, orderId: 6n });
    expect(decodeLimitAction(actions[2]!.name, actions[2]!.data)).toEqual({ name: 'cancelorders', owner: 'marketmaker5', orderIds: [2n, 9n] });
  });

  it("refuses someone else's order, and an empty choice", () => {
    expect(() => cancelOrderActions([book], 'alice', { limit: 'calcormining' })).toThrow('belongs to marketmaker5');
    expect(() => cancelOrderActions([], 'alice', { limit: 'calcormining' })).toThrow('at least one');
  });
});
