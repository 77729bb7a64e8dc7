import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { cancelActions, filledOf, newestFirst, orderBid, readOpenOrders } from './openOrders';

const MARKET = { id: 3, base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 }, quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 } };
const buyRow = (id: number, account: string, timestamp = 100) => ({
  id,
  account,
  bid: '12.00000000 WAX',
  ask: '60.0000 TLM',
  unit_price: '0x002d3101000000000000000000000000',
  timestamp,
});

describe('readOpenOrders', () => {
  it('keeps the account’s rows as orders, quote and base by side, and counts malformed rows', () => {
    const { orders, dropped } = readOpenOrders(
      [buyRow(7, 'judy'), buyRow(8, 'bob'), { id: 'x' }, { ...buyRow(9, 'judy'), bid: '1.0000 TLM' }],
      'buy',
      MARKET,
      'judy',
    );
    expect(dropped).toBe(2);
    expect(orders).toEqual([
      { key: 'buy:7', id: 7n, side: 'buy', unitPrice: 20_000_000n, quote: makeAmount(600_000n, 4), base: makeAmount(1_200_000_000n, 8), timestamp: 100 },
    ]);
    const sells = readOpenOrders([{ ...buyRow(2, 'judy'), bid: '60.0000 TLM', ask: '12.00000000 WAX' }], 'sell', MARKET, 'judy').orders;
    expect(sells[0]).toMatchObject({ key: 'sell:2', quote: makeAmount(600_000n, 4), base: makeAmount(1_200_000_000n, 8) });
    expect(orderBid(sells[0]!)).toEqual(makeAmount(600_000n, 4));
  });

  it('sorts newest first, then the higher id', () => {
    const orders = readOpenOrders([buyRow(1, 'judy', 5), buyRow(2, 'judy', 9), buyRow(3, 'judy', 5)], 'buy', MARKET, 'judy').orders;
    expect(newestFirst(orders).map((order) => order.id)).toEqual([2n, 3n, 1n]);
  });

  it('tells what filled from what the order gave when placed', () => {
    const [order] = readOpenOrders([buyRow(1, 'judy')], 'buy', MARKET, 'judy').orders;
    expect(filledOf(order!, 1_500_000_000n)).toEqual(makeAmount(300_000_000n, 8));
    expect(filledOf(order!, 1_200_000_000n)).toEqual(makeAmount(0n, 8));
    expect(filledOf(order!, null)).toBeNull();
    expect(filledOf(order!, 1n)).toBeNull();
  });

  it('cancels orders by side with the owner as executor', () => {
    const orders = [
      ...readOpenOrders([buyRow(1, 'judy')], 'buy', MARKET, 'judy').orders,
      ...readOpenOrders([{ ...buyRow(4, 'judy'), bid: '60.0000 TLM', ask: '12.00000000 WAX' }], 'sell', MARKET, 'judy').orders,
    ];
    expect(cancelActions(orders, 'judy', 3)).toEqual([
      { account: 'alcordexmain', name: 'cancelbuy', data: { executor: 'judy', market_id: '3', order_id: '1' } },
      { account: 'alcordexmain', name: 'cancelsell', data: { executor: 'judy', market_id: '3', order_id: '4' } },
    ]);
  });
});
