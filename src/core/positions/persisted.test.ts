import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { readPositions, storePositions } from './persisted';
import type { VirtualPosition } from './types';

const positionArb: fc.Arbitrary<VirtualPosition> = fc.record({
  id: fc.uuid(),
  time: fc.integer({ min: 0, max: 2 ** 42 }),
  updatedTime: fc.integer({ min: 0, max: 2 ** 42 }),
  openedBy: fc.option(fc.constantFrom('peggy', 'rupert'), { nil: null }),
  src: fc.constant('alcormarket'),
  pairId: fc.nat(1000),
  status: fc.constantFrom('open' as const, 'pending' as const, 'filled' as const),
  side: fc.constantFrom('LONG' as const, 'SHORT' as const),
  amount: fc.bigInt({ min: 1n, max: 2n ** 63n - 1n }).map((units) => makeAmount(units, 4)),
  value: fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }).map((units) => makeAmount(units, 8)),
  entryPrice: fc.bigInt({ min: 1n, max: 2n ** 64n - 1n }),
  sourceTrades: fc.array(fc.record({ trxId: fc.stringMatching(/^[0-9a-f]{64}$/), actionOrdinal: fc.nat(100) }), { maxLength: 3 }),
  openedOrder: fc.option(
    fc.record({
      id: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map(String),
      side: fc.constantFrom('bids' as const, 'asks' as const),
      unitPrice: fc.bigInt({ min: 1n, max: 2n ** 64n - 1n }).map(String),
      timestamp: fc.nat(),
    }),
    { nil: null },
  ),
});

describe('stored positions', () => {
  it('read back exactly what was stored, through JSON', () => {
    fc.assert(
      fc.property(fc.uniqueArray(positionArb, { selector: (p) => p.id, maxLength: 5 }), (positions) => {
        expect(readPositions(JSON.parse(JSON.stringify(storePositions(positions))))).toEqual(positions);
      }),
    );
  });

  it('keep the SPEC’s field names', () => {
    const [stored] = storePositions([
      {
        id: 'p1',
        time: 1,
        updatedTime: 2,
        openedBy: 'peggy',
        src: 'alcormarket',
        pairId: 3,
        status: 'open',
        side: 'SHORT',
        amount: makeAmount(1_000_000n, 4),
        value: makeAmount(2_000_000_000n, 8),
        entryPrice: 20_000_000n,
        sourceTrades: [],
        openedOrder: null,
      },
    ]);
    expect(stored).toEqual({
      id: 'p1',
      time: 1,
      updated_time: 2,
      opened_by: 'peggy',
      src: 'alcormarket',
      pair_id: 3,
      status: 'open',
      side: 'SHORT',
      amount: '100.0000',
      amount_precision: 4,
      value: '20.00000000',
      value_precision: 8,
      entry_price: '20000000',
      source_trades: [],
      opened_order: null,
    });
  });

  it('drop malformed entries and duplicate ids, never throw', () => {
    const good = storePositions([
      {
        id: 'ok',
        time: 1,
        updatedTime: 1,
        openedBy: null,
        src: 'alcormarket',
        pairId: 1,
        status: 'pending',
        side: 'LONG',
        amount: makeAmount(5n, 4),
        value: makeAmount(1n, 8),
        entryPrice: 1n,
        sourceTrades: [],
        openedOrder: null,
      },
    ])[0]!;
    const broken = [
      { ...good, id: 'a', status: 'closed' },
      { ...good, id: 'b', amount: '1.23456' },
      { ...good, id: 'c', entry_price: '-1' },
      { ...good, id: 'd', opened_order: { id: 'x', side: 'bids', unit_price: '1', timestamp: 1 } },
      { ...good, id: 'e', source_trades: [{ trx_id: 7 }] },
      { ...good, id: 'f', amount: '0.0000' },
      null,
      'text',
    ];
    expect(readPositions([...broken, good, { ...good, side: 'SHORT' }]).map((p) => [p.id, p.side])).toEqual([['ok', 'LONG']]);
    expect(readPositions({ not: 'a list' })).toEqual([]);
    fc.assert(fc.property(fc.jsonValue(), (raw) => void readPositions(raw)));
  });
});
