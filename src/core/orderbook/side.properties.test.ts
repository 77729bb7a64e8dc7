import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { fuzzParams } from '../amount/fuzz.testutil';
import type { PriceLevel } from './level';
import { WAX_TLM } from './orders.testutil';
import { OrderBookSide } from './side';
import type { BookKind, OrderRow } from './types';

/** The reference: recompute every level from scratch out of the live orders. */
function naiveLevels(kind: BookKind, orders: Map<bigint, OrderRow>, user: string | null) {
  const byPrice = new Map<bigint, OrderRow[]>();
  for (const order of orders.values()) byPrice.set(order.unitPrice, [...(byPrice.get(order.unitPrice) ?? []), order]);
  const sorted = [...byPrice.keys()].sort((a, b) => (a === b ? 0 : a > b === (kind === 'bids') ? -1 : 1));
  let cumulBid = 0n;
  let cumulAsk = 0n;
  return sorted.map((unitPrice) => {
    const rows = byPrice.get(unitPrice)!;
    const totalBid = rows.reduce((sum, row) => sum + row.bid.amount.units, 0n);
    const totalAsk = rows.reduce((sum, row) => sum + row.ask.amount.units, 0n);
    cumulBid += totalBid;
    cumulAsk += totalAsk;
    const ids = rows.map((row) => row.id).sort((a, b) => (a < b ? -1 : 1));
    return { unitPrice, totalBid, totalAsk, cumulBid, cumulAsk, currentUser: rows.some((row) => row.account === user), ids };
  });
}

function view(level: PriceLevel) {
  const ids = [...level.orders.keys()].sort((a, b) => (a < b ? -1 : 1));
  const { unitPrice, totalBid, totalAsk, cumulBid, cumulAsk, currentUser } = level;
  return { unitPrice, totalBid, totalAsk, cumulBid, cumulAsk, currentUser, ids };
}

const accounts = ['alice', 'bob', 'carol'];
// A few prices close together (many shared levels) plus uint128-sized ones.
const priceArb = fc.oneof(fc.bigInt({ min: 1n, max: 12n }), fc.constantFrom(500000n, (1n << 127n) + 3n, (1n << 128n) - 1n));
const rowArb = (kind: BookKind) =>
  fc
    .record({
      id: fc.bigInt({ min: 1n, max: 24n }),
      unitPrice: priceArb,
      base: fc.bigInt({ min: 0n, max: 10n ** 12n }),
      quote: fc.bigInt({ min: 0n, max: 10n ** 9n }),
      account: fc.constantFrom(...accounts),
    })
    .map(({ id, unitPrice, base, quote, account }): OrderRow => {
      const baseAsset = { amount: makeAmount(base, 8), ticker: 'WAX' };
      const quoteAsset = { amount: makeAmount(quote, 4), ticker: 'TLM' };
      return { id, account, unitPrice, timestamp: 1, bid: kind === 'bids' ? baseAsset : quoteAsset, ask: kind === 'bids' ? quoteAsset : baseAsset };
    });
const opArb = (kind: BookKind) =>
  fc.oneof(
    { weight: 6, arbitrary: rowArb(kind).map((row) => ({ op: 'upsert' as const, row })) },
    { weight: 3, arbitrary: fc.bigInt({ min: 1n, max: 24n }).map((id) => ({ op: 'remove' as const, id })) },
    { weight: 1, arbitrary: fc.option(fc.constantFrom(...accounts)).map((user) => ({ op: 'user' as const, user })) },
    { weight: 2, arbitrary: fc.nat({ max: 14 }).map((index) => ({ op: 'read' as const, index })) },
    { weight: 1, arbitrary: fc.array(rowArb(kind), { maxLength: 12 }).map((rows) => ({ op: 'snapshot' as const, rows })) },
  );

describe.each(['bids', 'asks'] as const)('OrderBookSide (%s) matches a from-scratch recomputation', (kind) => {
  it('after any sequence of snapshots, upserts, removes, logins and partial reads', () => {
    fc.assert(
      fc.property(fc.array(opArb(kind), { maxLength: 80 }), (ops) => {
        const side = new OrderBookSide(kind, WAX_TLM);
        const orders = new Map<bigint, OrderRow>();
        let user: string | null = null;
        for (const step of ops) {
          if (step.op === 'upsert') {
            side.upsert(step.row);
            orders.set(step.row.id, step.row);
          } else if (step.op === 'remove') {
            expect(side.remove(step.id)).toBe(orders.delete(step.id));
          } else if (step.op === 'user') {
            side.setCurrentUser(step.user);
            user = step.user;
          } else if (step.op === 'snapshot') {
            side.applySnapshot(step.rows);
            orders.clear();
            for (const row of step.rows) orders.set(row.id, row);
          } else {
            // Reading part of the depth leaves the running totals valid only down to that level.
            const level = side.level(step.index);
            const expected = naiveLevels(kind, orders, user)[step.index];
            expect(level && view(level)).toEqual(expected);
          }
        }
        expect(side.levels().map(view)).toEqual(naiveLevels(kind, orders, user));
        expect(side.orderCount).toBe(orders.size);
      }),
      fuzzParams(kind === 'bids' ? 0x0b1d5 : 0x0a5c5, 1000),
    );
  });
});
