import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UNITS, unitsToDecimalString } from '../amount';
import { holderColumns, holderUnits } from './columns';
import { BURN_ACCOUNT, HIDE_BURNED_FILTER, minimumAmountFilter } from './schema';

describe('holderUnits', () => {
  it('reads the exact units of every amount the light API writes at the precision', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_UNITS }), fc.integer({ min: 0, max: 18 }), (units, precision) => {
        expect(holderUnits(unitsToDecimalString(units, precision), precision)).toBe(units);
      }),
    );
  });

  it('takes trailing zeros beyond the precision but refuses digits that would be lost', () => {
    expect(holderUnits('1.50000', 4)).toBe(15_000n);
    expect(holderUnits('7', 4)).toBe(70_000n);
    expect(() => holderUnits('1.00001', 4)).toThrow('more than 4 decimals');
  });

  it('refuses signs, exponents, blanks and amounts beyond int64', () => {
    for (const text of ['-1.0000', '1e5', '', ' 1', '1.', '.5', '0x10']) expect(() => holderUnits(text, 4), text).toThrow(RangeError);
    expect(() => holderUnits('922337203685477.5808', 4)).toThrow('int64');
    expect(() => holderUnits('1'.repeat(30), 0)).toThrow('int64');
    expect(() => holderUnits('1'.repeat(5000), 0)).toThrow('int64');
    expect(holderUnits(`${'0'.repeat(60)}12.5`, 4)).toBe(125_000n);
  });
});

describe('holderColumns', () => {
  it('keeps the API order as rank, the exact amounts and each share of the supply', () => {
    const { columns, summary } = holderColumns(
      [
        ['alice', '600.0000'],
        [BURN_ACCOUNT, '300.0000'],
        ['bob', '100.0000'],
      ],
      4,
      20_000_000n,
    );
    expect(columns.owner).toEqual(['alice', BURN_ACCOUNT, 'bob']);
    expect([...columns.amount]).toEqual([6_000_000n, 3_000_000n, 1_000_000n]);
    expect([...columns.rank]).toEqual([1, 2, 3]);
    expect([...columns.share]).toEqual([30, 15, 5]);
    expect(summary).toEqual({ rows: 3, top: { owner: 'alice', amount: 6_000_000n }, burned: 3_000_000n });
  });

  it('gives unknown shares (NaN) when the supply is unknown or zero (a missing stat)', () => {
    for (const supply of [null, 0n]) {
      const { columns } = holderColumns([['alice', '1.0000']], 4, supply);
      expect(Number.isNaN(columns.share[0])).toBe(true);
    }
  });

  it('answers an empty list for an empty answer', () => {
    expect(holderColumns([], 8, 1n).summary).toEqual({ rows: 0, top: null, burned: 0n });
  });

  it('refuses the whole answer for a bad owner or an inexact amount, naming the row', () => {
    expect(() => holderColumns([['Alice', '1']], 4, null)).toThrow('row 0: "Alice" is not an account name');
    expect(() => holderColumns([['alice', '1.23456']], 4, null)).toThrow('row 0 (alice)');
    expect(() => holderColumns([], 19, null)).toThrow('Precision');
  });

  it('names its filters on the list columns', () => {
    expect(HIDE_BURNED_FILTER).toEqual({ column: 'owner', op: 'notIn', values: ['eosio.null'] });
    expect(minimumAmountFilter(5n)).toEqual({ column: 'amount', op: 'gte', value: 5n });
  });
});
