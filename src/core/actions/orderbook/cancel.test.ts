import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../amount';
import { decodeCancelOrder, encodeCancelOrder } from './cancel';
import { encodePlaceOrder } from './place';

describe('cancel action', () => {
  it('names the action by side and writes ids as decimal strings', () => {
    expect(encodeCancelOrder({ side: 'sell', executor: 'bob', marketId: 262n, orderId: 1_284_277n })).toEqual({
      account: 'alcordexmain',
      name: 'cancelsell',
      data: { executor: 'bob', market_id: '262', order_id: '1284277' },
    });
    expect(encodeCancelOrder({ side: 'buy', executor: 'bob', marketId: 1n, orderId: 2n }, 'dex.test').name).toBe('cancelbuy');
  });

  it('round-trips and reads numbers as nodeos writes them', () => {
    const cancel = { side: 'buy' as const, executor: 'alice', marketId: 3n, orderId: 18_446_744_073_709_551_615n };
    const action = encodeCancelOrder(cancel);
    expect(decodeCancelOrder(action.name, action.data)).toEqual(cancel);
    expect(decodeCancelOrder('cancelsell', { executor: 'bob', market_id: 26, order_id: 28 })).toEqual({
      side: 'sell',
      executor: 'bob',
      marketId: 26n,
      orderId: 28n,
    });
  });

  it('refuses malformed cancels', () => {
    expect(decodeCancelOrder('cancel', { executor: 'bob', market_id: 1, order_id: 1 })).toBeNull();
    expect(decodeCancelOrder('cancelbuy', { executor: 'Bob', market_id: 1, order_id: 1 })).toBeNull();
    expect(decodeCancelOrder('cancelbuy', { executor: 'bob', market_id: -1, order_id: 1 })).toBeNull();
    expect(decodeCancelOrder('cancelbuy', null)).toBeNull();
    expect(() => encodeCancelOrder({ side: 'buy', executor: 'bob', marketId: -1n, orderId: 0n })).toThrow(RangeError);
  });
});

describe('place-order transfer', () => {
  const wax = (units: bigint) => ({ amount: makeAmount(units, 8), ticker: 'WAX', contract: 'eosio.token' });
  const tlm = (units: bigint) => ({ amount: makeAmount(units, 4), ticker: 'TLM', contract: 'alien.worlds' });

  it('transfers what the order gives with the ask as memo', () => {
    expect(encodePlaceOrder({ owner: 'alice', give: wax(1_200_000_000n), ask: tlm(24_000_000n) })).toEqual({
      account: 'eosio.token',
      name: 'transfer',
      data: { from: 'alice', to: 'alcordexmain', quantity: '12.00000000 WAX', memo: '2400.0000 TLM@alien.worlds' },
    });
    expect(encodePlaceOrder({ owner: 'bob', give: tlm(10_000n), ask: wax(0n) }).data.memo).toBe('0.00000000 WAX@eosio.token');
  });

  it('refuses a zero give', () => {
    expect(() => encodePlaceOrder({ owner: 'alice', give: wax(0n), ask: tlm(1n) })).toThrow('positive');
  });
});
