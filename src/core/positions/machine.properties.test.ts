import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { addPosition, deletePosition, detachOrder, markPending, reconcile } from './machine';
import { MARKET, newPosition } from './testing.testutil';
import type { PositionMarket, PositionOrder, VirtualPosition } from './types';

/** Two markets, two accounts, a handful of order ids and trades: small enough that collisions happen. */
const marketArb = fc.constantFrom<PositionMarket>(MARKET, MARKET, MARKET, { src: 'alcormarket', pairId: 2 });
const accountArb = fc.constantFrom('peggy', 'peggy', 'peggy', 'rupert');
const orderArb = fc.record({
  id: fc.constantFrom('1', '2', '3', '4', '5'),
  side: fc.constantFrom<'bids' | 'asks'>('bids', 'asks'),
  unitPrice: fc.constant('20000000'),
  timestamp: fc.integer({ min: 0, max: 60 }),
});
const ordersArb = fc.uniqueArray(orderArb, { selector: (order) => order.id, maxLength: 5 });
const tradeArb = fc.record({ trxId: fc.constantFrom('a', 'b', 'c'), actionOrdinal: fc.integer({ min: 1, max: 2 }) });

const opArb = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      side: fc.constantFrom<'LONG' | 'SHORT'>('LONG', 'SHORT'),
      market: marketArb,
      account: accountArb,
      price: fc.bigInt({ min: -2n, max: 10n ** 9n }),
      trades: fc.array(tradeArb, { maxLength: 2 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('pending' as const), pick: fc.nat(), since: fc.integer({ min: 0, max: 30_000 }) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('reconcile' as const), market: marketArb, account: accountArb, orders: ordersArb }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), market: marketArb, orderId: fc.constantFrom('1', '2', '3', '4', '5') }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }), weight: 1 },
);

type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

/** Runs the operations from an empty list, calling `check(before, after)` after each. */
function run(ops: readonly Op[], check: (before: readonly VirtualPosition[], after: readonly VirtualPosition[]) => void): void {
  let list: VirtualPosition[] = [];
  let clock = 0;
  ops.forEach((op, index) => {
    clock += 1_000;
    const before = list;
    const pick = (n: number) => list[n % Math.max(list.length, 1)]?.id ?? 'none';
    if (op.kind === 'add') {
      const outcome = addPosition(
        list,
        newPosition({ id: `p${index}`, time: clock, openedBy: op.account, market: op.market, side: op.side, entryPrice: op.price, sourceTrades: op.trades }),
      );
      if (outcome.ok) list = outcome.positions;
    } else if (op.kind === 'pending') list = markPending(list, pick(op.pick), op.since);
    else if (op.kind === 'reconcile') list = reconcile(list, op.market, op.account, op.orders as PositionOrder[], clock).positions;
    else if (op.kind === 'cancel') list = detachOrder(list, op.market, op.orderId, clock);
    else list = deletePosition(list, pick(op.pick));
    check(before, list);
  });
}

const key = (p: VirtualPosition) => `${p.src}/${p.pairId}/${p.openedOrder?.id}`;

describe('virtual position invariants', () => {
  it('a consumed order is attached to at most one position of its market', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 10, maxLength: 40 }), (ops) =>
        run(ops, (_, after) => {
          const holders = after.filter((p) => p.openedOrder !== null).map(key);
          expect(new Set(holders).size).toBe(holders.length);
        }),
      ),
    );
  });

  it('filled is terminal: a filled position stays filled, with its order, until deleted', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 10, maxLength: 40 }), (ops) =>
        run(ops, (before, after) => {
          for (const position of before.filter((p) => p.status === 'filled')) {
            const now = after.find((p) => p.id === position.id);
            if (now !== undefined) expect(now).toBe(position);
          }
        }),
      ),
    );
  });

  it('no two positions of one account share a source trade', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 10, maxLength: 40 }), (ops) =>
        run(ops, (_, after) => {
          const used = after.flatMap((p) => p.sourceTrades.map((t) => `${p.openedBy}/${t.trxId}/${t.actionOrdinal}`));
          expect(new Set(used).size).toBe(used.length);
        }),
      ),
    );
  });

  it('only pending positions take orders, and a reconcile twice with the same orders changes nothing more', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 10, maxLength: 30 }), marketArb, accountArb, ordersArb, (ops, market, account, orders) => {
        let list: VirtualPosition[] = [];
        run(ops, (_, after) => void (list = [...after]));
        const first = reconcile(list, market, account, orders, 99_000);
        for (const changed of first.changed) {
          const was = list.find((p) => p.id === changed.id)!;
          expect(changed.status === 'filled' ? was.status === 'open' && was.openedOrder !== null : was.status === 'pending' && changed.status === 'open').toBe(
            true,
          );
        }
        expect(reconcile(first.positions, market, account, orders, 100_000).changed).toEqual([]);
      }),
    );
  });

  it('never adds a position with a price of 0 or less', () => {
    fc.assert(
      fc.property(fc.bigInt({ max: 0n }), (price) => {
        expect(addPosition([], newPosition({ entryPrice: price, amount: makeAmount(1n, 4) }))).toEqual({ ok: false, reason: 'price' });
      }),
    );
  });
});
