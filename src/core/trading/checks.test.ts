import { describe, expect, it } from 'vitest';
import { feeOnReceived, limitCrossesBook } from './checks';

describe('limitCrossesBook', () => {
  it('says a buy at or above the best ask, or a sell at or below the best bid, fills now', () => {
    expect(limitCrossesBook('buy', 500n, 400n, 500n)).toBe(true);
    expect(limitCrossesBook('buy', 499n, 400n, 500n)).toBe(false);
    expect(limitCrossesBook('sell', 400n, 400n, 500n)).toBe(true);
    expect(limitCrossesBook('sell', 401n, 400n, 500n)).toBe(false);
    expect(limitCrossesBook('buy', 10n ** 12n, 400n, null)).toBe(false);
    expect(limitCrossesBook('sell', 1n, null, 500n)).toBe(false);
  });
});

describe('feeOnReceived', () => {
  it('rounds the fee up, and takes nothing from nothing', () => {
    expect(feeOnReceived(600_000n, 20)).toBe(1_200n);
    expect(feeOnReceived(1n, 20)).toBe(1n);
    expect(feeOnReceived(0n, 20)).toBe(0n);
  });
});
