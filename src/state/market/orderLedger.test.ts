import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../core/amount';
import type { OpenOrder } from '../../core/trading';
import { createOrderLedger, PLACEMENT_WAIT_MS } from './orderLedger';

const order = (id: number, unitPrice = 20_000_000n, side: 'buy' | 'sell' = 'buy'): OpenOrder => ({
  key: `${side}:${id}`,
  id: BigInt(id),
  side,
  unitPrice,
  quote: makeAmount(600_000n, 4),
  base: makeAmount(1_000_000_000n, 8),
  timestamp: 1,
});

function harness(stored: Record<string, string> = {}) {
  let now = 1_000;
  const saved: Record<string, string>[] = [];
  const ledger = createOrderLedger({ load: () => stored, save: (entries) => void saved.push(entries), now: () => now });
  return { ledger, saved, advance: (ms: number) => (now += ms) };
}

const placement = (give: bigint, known: string[] = [], at = 1_000) => ({
  account: 'judy',
  marketId: 3,
  side: 'buy' as const,
  unitPrice: 20_000_000n,
  give,
  at,
  known: new Set(known),
});

describe('the order ledger', () => {
  it('gives a placement to the first new row at its side and price, oldest order first', () => {
    const { ledger, saved } = harness();
    ledger.placed(placement(1_200_000_000n, ['buy:1']));
    ledger.placed(placement(1_500_000_000n, ['buy:1']));
    ledger.reconcile('judy', 3, [order(1), order(9, 1n), order(8), order(7)]);
    expect(ledger.initialBid('judy', 3, 'buy:7')).toBe(1_200_000_000n);
    expect(ledger.initialBid('judy', 3, 'buy:8')).toBe(1_500_000_000n);
    expect(ledger.initialBid('judy', 3, 'buy:1')).toBeNull();
    expect(ledger.initialBid('judy', 3, 'buy:9')).toBeNull();
    expect(saved.at(-1)).toEqual({ 'judy@3/buy:7': '1200000000', 'judy@3/buy:8': '1500000000' });
  });

  it('drops entries of orders gone and placements that waited too long, and reads what was stored', () => {
    const { ledger, advance } = harness({ 'judy@3/buy:4': '10', 'judy@3/buy:5': '11', 'bob@3/buy:4': 'x' });
    expect(ledger.initialBid('judy', 3, 'buy:4')).toBe(10n);
    expect(ledger.initialBid('bob', 3, 'buy:4')).toBeNull();
    ledger.placed(placement(5n));
    advance(PLACEMENT_WAIT_MS + 1);
    ledger.reconcile('judy', 3, [order(5), order(6)]);
    expect(ledger.initialBid('judy', 3, 'buy:4')).toBeNull();
    expect(ledger.initialBid('judy', 3, 'buy:5')).toBe(11n);
    expect(ledger.initialBid('judy', 3, 'buy:6')).toBeNull();
  });
});
