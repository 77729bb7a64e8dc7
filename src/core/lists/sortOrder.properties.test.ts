import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { ascendingOrder, compareRows, directedOrder, mergeChanged, type SortColumn } from './sortOrder';

/** The reference: a comparator sort of the ids (what the radix sorts must agree with, bit for bit). */
const reference = (column: SortColumn, n: number) => Array.from({ length: n }, (_, id) => id).sort(compareRows(column));

const floats = fc.array(fc.oneof(fc.double(), fc.constantFrom(0, -0, NaN, Infinity, -Infinity, 1e-300, -1e-300, 5e-324), fc.integer({ min: -3, max: 3 })), {
  maxLength: 200,
});
const units = fc.array(fc.oneof(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.bigInt({ min: -3n, max: 3n })), { maxLength: 200 });
// Shared four-letter prefixes, lengths around four, non-ASCII and astral code units.
const texts = fc.array(
  fc.oneof(
    fc.string({ unit: fc.constantFrom('a', 'b', '.', '1', 'é', '\u0000', '😀'), maxLength: 7 }),
    fc.constantFrom('abcd', 'abcde', 'abc', 'abcd.wam', 'abcd\u0000'),
  ),
  { maxLength: 200 },
);

const numberColumn = (values: number[]): SortColumn => ({ kind: 'number', values: Float64Array.from(values) });
const unitsColumn = (values: bigint[]): SortColumn => ({ kind: 'units', values: BigInt64Array.from(values) });
const textColumn = (values: string[]): SortColumn => ({ kind: 'text', values });

describe('ascendingOrder (radix) agrees with the comparator', () => {
  it('on floats: NaN lowest, −0 equal to 0, ties by row id', () => {
    fc.assert(
      fc.property(floats, (values) => {
        expect([...ascendingOrder(numberColumn(values), values.length)]).toEqual(reference(numberColumn(values), values.length));
      }),
      fuzzParams(0x1157, 500),
    );
  });

  it('on signed 64-bit amounts, the extremes included', () => {
    fc.assert(
      fc.property(units, (values) => {
        expect([...ascendingOrder(unitsColumn(values), values.length)]).toEqual(reference(unitsColumn(values), values.length));
      }),
      fuzzParams(0x1158, 500),
    );
  });

  it('on texts in code-unit order, shared prefixes and shorter texts first', () => {
    fc.assert(
      fc.property(texts, (values) => {
        expect([...ascendingOrder(textColumn(values), values.length)]).toEqual(reference(textColumn(values), values.length));
      }),
      fuzzParams(0x1159, 500),
    );
    expect([...ascendingOrder(textColumn(['abcd.wam', 'abcd', 'abc', 'abcd']), 4)]).toEqual([2, 1, 3, 0]);
  });
});

describe('ascendingOrder on long runs and big lists', () => {
  it('sorts texts that share long prefixes (runs sorted again on the next four units)', () => {
    // Most texts start with one four-unit stem: a run of them is sorted again on units 4 … 7, and so on.
    const tail = fc.string({ unit: fc.constantFrom('a', 'b', '\u0000'), maxLength: 13 });
    const shared = fc.array(fc.oneof({ weight: 4, arbitrary: tail.map((text) => `stem${text}`) }, { weight: 1, arbitrary: tail }), {
      minLength: 20,
      maxLength: 300,
    });
    fc.assert(
      fc.property(shared, (values) => {
        expect([...ascendingOrder(textColumn(values), values.length)]).toEqual(reference(textColumn(values), values.length));
      }),
      fuzzParams(0x115c, 200),
    );
  });

  it('agrees with the comparator past 4,096 rows, where the digits are 16 bits', () => {
    let state = 0x5eed;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const n = 6_000;
    const floats = Array.from({ length: n }, () => (next() < 0.05 ? NaN : (next() - 0.5) * 10 ** Math.floor(next() * 12)));
    const amounts = Array.from({ length: n }, () => BigInt(Math.floor((next() - 0.5) * 2 ** 52)) * BigInt(Math.floor(next() * 4096)));
    const names = Array.from({ length: n }, (_, i) =>
      i % 2 === 0 ? `toke${Math.floor(next() * 36 ** 4).toString(36)}` : `${Math.floor(next() * 36 ** 5).toString(36)}.wam`,
    );
    for (const column of [numberColumn(floats), unitsColumn(amounts), textColumn(names)]) expect([...ascendingOrder(column, n)]).toEqual(reference(column, n));
  });
});

describe('directedOrder (SPEC §4, §6)', () => {
  const column = numberColumn([5, 1, 5, 3, NaN, 5]);
  const ascending = ascendingOrder(column, 6);

  it('reverses for descending and keeps equal values in row order', () => {
    expect([...directedOrder(ascending, column, 'asc', null)]).toEqual([4, 1, 3, 0, 2, 5]);
    expect([...directedOrder(ascending, column, 'desc', null)]).toEqual([0, 2, 5, 3, 1, 4]);
  });

  it('puts banned rows after the rest descending and before them ascending', () => {
    const banned = Uint8Array.from([0, 0, 1, 1, 0, 0]);
    expect([...directedOrder(ascending, column, 'desc', banned)]).toEqual([0, 5, 1, 4, 2, 3]);
    expect([...directedOrder(ascending, column, 'asc', banned)]).toEqual([3, 2, 4, 1, 0, 5]);
  });

  it('on any column, descending is the comparator order with values reversed and ties by id', () => {
    fc.assert(
      fc.property(units, (values) => {
        const units = unitsColumn(values);
        const compare = compareRows(units);
        const expected = Array.from({ length: values.length }, (_, id) => id).sort((a, b) => {
          const byValue = compare(b, a);
          return values[a] === values[b] ? a - b : byValue;
        });
        expect([...directedOrder(ascendingOrder(units, values.length), units, 'desc', null)]).toEqual(expected);
      }),
      fuzzParams(0x115a, 300),
    );
  });
});

describe('mergeChanged', () => {
  it('gives the order a fresh sort gives after rows change value and rows are added', () => {
    const scenario = fc
      .record({ before: fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 60 }), added: fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 10 }) })
      .chain(({ before, added }) =>
        fc.record({
          before: fc.constant(before),
          added: fc.constant(added),
          edits: fc.array(fc.tuple(fc.nat({ max: Math.max(0, before.length - 1) }), fc.integer({ min: -5, max: 5 })), {
            maxLength: before.length === 0 ? 0 : 10,
          }),
        }),
      );
    fc.assert(
      fc.property(scenario, ({ before, added, edits }) => {
        const kept = ascendingOrder(numberColumn(before), before.length);
        const after = [...before, ...added];
        const changed = new Set<number>(added.map((_, i) => before.length + i));
        for (const [id, value] of edits) {
          after[id] = value;
          changed.add(id);
        }
        const column = numberColumn(after);
        expect([...mergeChanged(kept, Uint32Array.from(changed), after.length, column)]).toEqual(reference(column, after.length));
      }),
      fuzzParams(0x115b, 500),
    );
  });
});
