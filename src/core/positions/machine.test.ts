import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { addPosition, deletePosition, detachOrder, markPending, reconcile, takesOrder } from './machine';
import { MARKET, newPosition, order } from './testing.testutil';
import type { VirtualPosition } from './types';

function added(list: readonly VirtualPosition[], overrides: Parameters<typeof newPosition>[0] = {}): VirtualPosition[] {
  const outcome = addPosition(list, newPosition(overrides));
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.positions;
}

describe('adding a position', () => {
  it('opens it with no order, worth amount × entry price in the base token', () => {
    const [position] = added([]);
    expect(position).toMatchObject({ status: 'open', openedOrder: null, time: 1_000, updatedTime: 1_000, side: 'LONG', src: 'alcormarket', pairId: 1 });
    // 100.0000 TLM at 0.20000000 WAX = 20.00000000 WAX.
    expect(position!.value).toEqual(makeAmount(2_000_000_000n, 8));
  });

  it('ignores a price of 0 or less and an empty amount (SPEC §5)', () => {
    expect(addPosition([], newPosition({ entryPrice: 0n }))).toEqual({ ok: false, reason: 'price' });
    expect(addPosition([], newPosition({ entryPrice: -5n }))).toEqual({ ok: false, reason: 'price' });
    expect(addPosition([], newPosition({ amount: makeAmount(0n, 4) }))).toEqual({ ok: false, reason: 'amount' });
  });

  it('refuses a source trade already in one of the user’s positions, not another account’s', () => {
    const trade = { trxId: 'ab'.repeat(32), actionOrdinal: 3 };
    const list = added([], { sourceTrades: [trade] });
    expect(addPosition(list, newPosition({ id: 'p2', sourceTrades: [trade] }))).toEqual({ ok: false, reason: 'sourceTrade' });
    expect(addPosition(list, newPosition({ id: 'p2', sourceTrades: [{ ...trade, actionOrdinal: 4 }] })).ok).toBe(true);
    expect(addPosition(list, newPosition({ id: 'p2', openedBy: 'rupert', sourceTrades: [trade] })).ok).toBe(true);
  });
});

describe('the order of a position', () => {
  it('goes open → pending → open with the first order placed since → filled when it leaves the book', () => {
    let list = markPending(added([]), 'p1', 10_000);
    expect(list[0]).toMatchObject({ status: 'pending', updatedTime: 10_000 });
    // An order placed a second and more before the pending time is someone else's business.
    expect(reconcile(list, MARKET, 'peggy', [order('7', 8)], 10_500).changed).toEqual([]);
    const attached = reconcile(list, MARKET, 'peggy', [order('7', 8), order('9', 10), order('8', 9)], 10_500);
    expect(attached.changed).toHaveLength(1);
    expect(attached.positions[0]).toMatchObject({ status: 'open', updatedTime: 10_500, openedOrder: { id: '8', timestamp: 9 } });
    list = attached.positions;
    expect(reconcile(list, MARKET, 'peggy', [order('8', 9)], 11_000).changed).toEqual([]);
    const filled = reconcile(list, MARKET, 'peggy', [], 12_000);
    expect(filled.positions[0]).toMatchObject({ status: 'filled', updatedTime: 12_000, openedOrder: { id: '8' } });
  });

  it('compares 1000 + 1000 × the order’s seconds with the pending time', () => {
    expect(takesOrder(10_000, order('1', 9))).toBe(true);
    expect(takesOrder(10_001, order('1', 9))).toBe(false);
  });

  it('gives the most recently updated pending position the first order, and an order to one position only', () => {
    let list = added(added([]), { id: 'p2', time: 2_000 });
    list = markPending(markPending(list, 'p1', 5_000), 'p2', 6_000);
    const { positions } = reconcile(list, MARKET, 'peggy', [order('20', 7), order('21', 8)], 9_000);
    expect(positions.find((p) => p.id === 'p2')!.openedOrder!.id).toBe('20');
    expect(positions.find((p) => p.id === 'p1')!.openedOrder!.id).toBe('21');
    // One order for two pending positions: the newer one gets it, the other waits.
    const single = reconcile(list, MARKET, 'peggy', [order('20', 7)], 9_000).positions;
    expect(single.map((p) => p.status)).toEqual(['pending', 'open']);
  });

  it('takes only orders of its own side, in its own market, for its own account', () => {
    const list = markPending(added([], { side: 'SHORT' }), 'p1', 1_000);
    expect(reconcile(list, MARKET, 'peggy', [order('5', 9, 'bids')], 2_000).changed).toEqual([]);
    expect(reconcile(list, { src: 'alcormarket', pairId: 2 }, 'peggy', [order('5', 9, 'asks')], 2_000).changed).toEqual([]);
    expect(reconcile(list, MARKET, 'rupert', [order('5', 9, 'asks')], 2_000).changed).toEqual([]);
    expect(reconcile(list, MARKET, 'peggy', [order('5', 9, 'asks')], 2_000).positions[0]!.status).toBe('open');
  });

  it('marks pending only an open position with no order', () => {
    const list = markPending(added([]), 'p1', 2_000);
    expect(markPending(list, 'p1', 3_000)).toEqual(list);
  });

  it('cancelling detaches the order and leaves the position open; deleting removes it', () => {
    const opened = reconcile(markPending(added([]), 'p1', 1_000), MARKET, 'peggy', [order('4', 5)], 2_000).positions;
    const detached = detachOrder(opened, MARKET, '4', 3_000);
    expect(detached[0]).toMatchObject({ status: 'open', openedOrder: null, updatedTime: 3_000 });
    // Gone from the book after the cancel: nothing to fill.
    expect(reconcile(detached, MARKET, 'peggy', [], 4_000).changed).toEqual([]);
    expect(deletePosition(detached, 'p1')).toEqual([]);
  });
});
