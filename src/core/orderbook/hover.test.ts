import { describe, expect, it } from 'vitest';
import { hoverSummary } from './hover';
import { orderRow, WAX_TLM } from './orders.testutil';
import { OrderBookSide } from './side';

function bookOf(kind: 'bids' | 'asks') {
  const side = new OrderBookSide(kind, WAX_TLM);
  side.applySnapshot([
    orderRow(kind, { id: 1, unitPrice: 500000, base: '10', quote: '2000', account: 'alice' }),
    orderRow(kind, { id: 2, unitPrice: 400000, base: '4', quote: '1000', account: 'bob' }),
    orderRow(kind, { id: 3, unitPrice: 400000, base: '2', quote: '500', account: 'alice' }),
    orderRow(kind, { id: 4, unitPrice: 400000, base: '0.4', quote: '100', account: 'bob' }),
  ]);
  return side;
}

describe('hoverSummary', () => {
  it('averages the price over the best level through the hovered one, weighted by volume', () => {
    // bids: best is 500000; through 400000: 16.4 WAX for 3600 TLM → 0.0045555… WAX per TLM
    const summary = hoverSummary(bookOf('bids'), 1)!;
    expect(summary.side).toBe('bids');
    expect(summary.linePrice).toBe(400000n);
    expect(summary.totalBase).toEqual({ units: 16_40000000n, precision: 8 });
    expect(summary.totalQuote).toEqual({ units: 3600_0000n, precision: 4 });
    expect(summary.averageUnitPrice).toBe(455555n);
    expect(summary.averagePrice).toBeCloseTo(0.00455555, 10);
  });

  it('lists the hovered level’s orders by account, the largest quote amount first', () => {
    const summary = hoverSummary(bookOf('bids'), 1)!;
    expect(summary.ordersByAccount).toEqual([
      { account: 'bob', bid: { units: 4_40000000n, precision: 8 }, ask: { units: 1100_0000n, precision: 4 } },
      { account: 'alice', bid: { units: 2_00000000n, precision: 8 }, ask: { units: 500_0000n, precision: 4 } },
    ]);
  });

  it('reads asks with the base on the ask side', () => {
    // asks: best is 400000 (lowest); hovering it covers 6.4 WAX for 1600 TLM
    const summary = hoverSummary(bookOf('asks'), 0)!;
    expect(summary.linePrice).toBe(400000n);
    expect(summary.totalBase).toEqual({ units: 6_40000000n, precision: 8 });
    expect(summary.totalQuote).toEqual({ units: 1600_0000n, precision: 4 });
    expect(summary.averageUnitPrice).toBe(400000n);
    expect(summary.ordersByAccount.map((orders) => orders.account)).toEqual(['bob', 'alice']);
  });

  it('is null past the last level', () => {
    expect(hoverSummary(bookOf('bids'), 2)).toBeNull();
    expect(hoverSummary(bookOf('bids'), -1)).toBeNull();
  });
});

describe('hoverSummary on a deep book', () => {
  it('sums past the int64 of a single asset without throwing', () => {
    const side = new OrderBookSide('bids', WAX_TLM);
    // Each bid is near the int64 maximum of 8-decimal units; two of them overflow int64.
    side.applySnapshot([1, 2].map((id) => orderRow('bids', { id, unitPrice: 500000, base: '90000000000.00000000', quote: '1.0000' })));
    expect(hoverSummary(side, 0)!.totalBase.units).toBe(18_000_000_000_000_000_000n);
  });
});
