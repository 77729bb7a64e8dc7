import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToDecimalString, makeAmount } from '../amount';
import { bucketOf, groupedHoverSummary, groupedSideFrame, groupingSteps, groupLevels } from './grouping';
import { orderRow, WAX_TLM } from './orders.testutil';
import { OrderBookSide } from './side';
import type { BookKind } from './types';

/** A side from `[unitPrice, baseUnits, quoteUnits, account]` orders. */
function sideOf(kind: BookKind, orders: readonly (readonly [number, bigint, bigint, string?])[]): OrderBookSide {
  const side = new OrderBookSide(kind, WAX_TLM);
  side.setCurrentUser('peggy');
  side.applySnapshot(
    orders.map(([unitPrice, base, quote, account], id) =>
      orderRow(kind, {
        id,
        unitPrice,
        base: amountToDecimalString(makeAmount(base, 8)),
        quote: amountToDecimalString(makeAmount(quote, 4)),
        account: account ?? 'maker',
      }),
    ),
  );
  return side;
}

const ordersArb = fc.array(
  fc.tuple(
    fc.integer({ min: 1, max: 5_000 }),
    fc.bigInt({ min: 1n, max: 10n ** 12n }),
    fc.bigInt({ min: 1n, max: 10n ** 10n }),
    fc.constantFrom('maker', 'peggy'),
  ),
  { minLength: 1, maxLength: 60 },
);

describe('price-level grouping', () => {
  it('puts bids in the bucket at or below their price and asks at or above', () => {
    expect([bucketOf('bids', 1_234n, 100n), bucketOf('asks', 1_234n, 100n), bucketOf('asks', 1_200n, 100n), bucketOf('bids', 7n, 1n)]).toEqual([
      1_200n,
      1_300n,
      1_200n,
      7n,
    ]);
  });

  it('sums the levels of a group exactly and runs the totals over the groups', () => {
    const bids = sideOf('bids', [
      [1_299, 100n, 10n],
      [1_250, 200n, 20n, 'peggy'],
      [1_200, 300n, 30n],
      [1_199, 400n, 40n],
      [1_000, 500n, 50n],
    ]);
    const groups = groupLevels('bids', (i) => bids.level(i), 100n, 10);
    expect(groups.map((g) => [g.unitPrice, g.totalBid, g.totalAsk, g.cumulBid, g.currentUser])).toEqual([
      [1_200n, 600n, 60n, 600n, true],
      [1_100n, 400n, 40n, 1_000n, false],
      [1_000n, 500n, 50n, 1_500n, false],
    ]);
    const frame = groupedSideFrame(bids, 2, 100n);
    expect([frame.count, frame.unitPrices, frame.priceText, [...frame.currentUser]]).toEqual([2, ['1200', '1100'], ['0.00001200', '0.00001100'], [1, 0]]);
    // Step 1: the levels as they are.
    expect(groupedSideFrame(bids, 5, 1n)).toEqual(bids.visibleLevels(5));
  });

  it('for any book: ordered buckets, exact sums, running totals equal to the levels’ own', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<BookKind>('bids', 'asks'),
        ordersArb,
        fc.constantFrom(1n, 7n, 100n, 1_000n),
        fc.integer({ min: 1, max: 70 }),
        (kind, orders, step, depth) => {
          const side = sideOf(kind, orders);
          const groups = groupLevels(kind, (i) => side.level(i), step, depth);
          const buckets = new Set(side.levels().map((level) => bucketOf(kind, level.unitPrice, step)));
          expect(groups.length).toBe(Math.min(depth, buckets.size));
          let seen = 0;
          groups.forEach((group, index) => {
            if (index > 0) expect(kind === 'bids' ? group.unitPrice < groups[index - 1]!.unitPrice : group.unitPrice > groups[index - 1]!.unitPrice).toBe(true);
            for (const level of group.levels) {
              expect(bucketOf(kind, level.unitPrice, step)).toBe(group.unitPrice);
              expect(kind === 'bids' ? level.unitPrice - group.unitPrice : group.unitPrice - level.unitPrice).toBeLessThan(step > 1n ? step : 1n);
            }
            expect(group.totalBid).toBe(group.levels.reduce((sum, level) => sum + level.totalBid, 0n));
            seen += group.levels.length;
            // The running total through a group is the side's own through its last level.
            expect([group.cumulBid, group.cumulAsk]).toEqual([side.level(seen - 1)!.cumulBid, side.level(seen - 1)!.cumulAsk]);
          });
        },
      ),
    );
  });

  it('shows a group’s orders and the average through it on hover', () => {
    const asks = sideOf('asks', [
      [1_210, 121n, 1_000n, 'peggy'],
      [1_290, 129n, 1_000n],
      [1_350, 135n, 1_000n],
    ]);
    const summary = groupedHoverSummary(asks, 0, 100n)!;
    expect(summary.linePrice).toBe(1_300n);
    expect(summary.ordersByAccount.map((row) => row.account).sort()).toEqual(['maker', 'peggy']);
    expect(summary.totalBase.units).toBe(250n);
    expect(groupedHoverSummary(asks, 2, 100n)).toBeNull();
  });

  it('offers none, then 10×, 100× and 1000× the displayed price step', () => {
    expect(groupingSteps(8)).toEqual([1n, 10n, 100n, 1_000n]);
    expect(groupingSteps(6)).toEqual([1n, 1_000n, 10_000n, 100_000n]);
    expect(groupingSteps(12)).toEqual([1n, 10n, 100n, 1_000n]);
  });
});
