import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { ListStore } from './listStore';
import { defineListSchema } from './schema';
import type { ListFilter, ListSort } from './types';

const SCHEMA = defineListSchema({
  columns: { owner: 'text', contract: 'text', amount: 'units', share: 'number' },
  key: 'owner',
  search: ['owner', 'contract'],
  bannedBy: ['contract'],
});
type Row = { owner: string; contract: string; amount: bigint; share: number | null };

const owners = ['ab', 'Ab.wam', 'bc', 'cd', 'abc', 'zz', 'q1', 'q2'];
const contracts = ['good', 'scam', 'Good', 'other'];
const rowArb = fc.record({
  owner: fc.constantFrom(...owners),
  contract: fc.constantFrom(...contracts),
  amount: fc.bigInt({ min: -3n, max: 3n }),
  share: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 2 })),
});
const sortArb = fc.record({ key: fc.constantFrom('owner', 'contract', 'amount', 'share'), dir: fc.constantFrom('asc' as const, 'desc' as const) });
const filterArb: fc.Arbitrary<ListFilter> = fc.oneof(
  fc.record({ column: fc.constant('contract'), op: fc.constantFrom('in' as const, 'notIn' as const), values: fc.subarray(contracts) }),
  fc.record({ column: fc.constant('amount'), op: fc.constantFrom('gt' as const, 'lte' as const), value: fc.bigInt({ min: -2n, max: 2n }) }),
  fc.record({ column: fc.constant('share'), op: fc.constantFrom('gte' as const, 'lt' as const), value: fc.integer({ min: -2, max: 2 }) }),
);
const viewArb = fc.record({
  sort: sortArb,
  search: fc.constantFrom('', 'a', 'B', 'wam', 'go', 'x'),
  filters: fc.array(filterArb, { maxLength: 2 }),
  start: fc.nat({ max: 6 }),
  count: fc.nat({ max: 6 }),
});
// Ticks and views come most often, as on a screen: a cached order must take every tick in.
const opArb = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('upsert' as const), rows: fc.array(rowArb, { maxLength: 4 }) }) },
  // A tick: held rows' figures change, their names and contracts stay (a price moving).
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      changes: fc.array(fc.record({ owner: fc.constantFrom(...owners), amount: fc.bigInt({ min: -3n, max: 3n }), share: fc.integer({ min: -2, max: 2 }) }), {
        minLength: 1,
        maxLength: 2,
      }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), keys: fc.subarray(owners, { maxLength: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('ban' as const), contracts: fc.subarray(contracts) }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('view' as const), view: viewArb }) },
);

const columnsOf = (rows: readonly Row[]) => ({
  owner: rows.map((row) => row.owner),
  contract: rows.map((row) => row.contract),
  amount: BigInt64Array.from(rows.map((row) => row.amount)),
  share: Float64Array.from(rows.map((row) => row.share ?? NaN)),
});

/** The reference: rows in arrival order, filtered and sorted from scratch with a comparator. */
function referenceView(
  rows: readonly (Row & { removed: boolean })[],
  banned: ReadonlySet<string>,
  sort: ListSort,
  search: string,
  filters: readonly ListFilter[],
): Row[] {
  const term = search.trim().toLowerCase();
  const passes = (row: Row) =>
    filters.every((filter) => {
      const value = row[filter.column as keyof Row];
      if ('values' in filter) return filter.values.includes(value as string) === (filter.op === 'in');
      if (value === null) return false;
      const figure = value as number | bigint;
      const bound = filter.value;
      return filter.op === 'gt' ? figure > bound : filter.op === 'gte' ? figure >= bound : filter.op === 'lt' ? figure < bound : figure <= bound;
    });
  const value = (row: Row) => {
    const cell = row[sort.key as keyof Row];
    return typeof cell === 'string' ? cell.toLowerCase() : cell === null ? -Infinity : cell;
  };
  const indexed = rows.map((row, id) => ({ row, id })).filter(({ row }) => !row.removed && passes(row));
  const searched = indexed.filter(({ row }) => term === '' || row.owner.toLowerCase().includes(term) || row.contract.toLowerCase().includes(term));
  const sign = sort.dir === 'asc' ? 1 : -1;
  searched.sort((a, b) => {
    const bannedA = banned.has(a.row.contract) ? 1 : 0;
    const bannedB = banned.has(b.row.contract) ? 1 : 0;
    // SPEC §6: banned rows last when descending, first when ascending.
    if (bannedA !== bannedB) return sort.dir === 'desc' ? bannedA - bannedB : bannedB - bannedA;
    const x = value(a.row);
    const y = value(b.row);
    return x < y ? -sign : x > y ? sign : a.id - b.id;
  });
  return searched.map(({ row }) => ({ owner: row.owner, contract: row.contract, amount: row.amount, share: row.share }));
}

describe('ListStore against a from-scratch reference', () => {
  it('answers every view as sorting and filtering all rows again would, through upserts, removals and bans', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { minLength: 3, maxLength: 8 }), fc.array(opArb, { minLength: 10, maxLength: 40 }), (initial, ops) => {
        const rows: (Row & { removed: boolean })[] = [];
        const upsert = (incoming: readonly Row[]) => {
          for (const row of incoming) {
            const at = rows.findIndex((kept) => kept.owner === row.owner);
            if (at >= 0) rows[at] = { ...row, removed: false };
            else rows.push({ ...row, removed: false });
          }
        };
        const first = [...new Map(initial.map((row) => [row.owner, row])).values()];
        upsert(first);
        const store = new ListStore();
        store.load('holders', SCHEMA, columnsOf(first));
        let banned = new Set<string>();
        for (const op of ops) {
          if (op.kind === 'upsert') {
            store.upsert('holders', columnsOf(op.rows));
            upsert(op.rows);
          } else if (op.kind === 'tick') {
            const ticked = op.changes.flatMap((change) => {
              const held = rows.find((row) => row.owner === change.owner);
              return held ? [{ ...change, contract: held.contract }] : [];
            });
            store.upsert('holders', columnsOf(ticked));
            upsert(ticked);
          } else if (op.kind === 'remove') {
            const shown = rows.filter((row) => !row.removed && op.keys.includes(row.owner)).length;
            expect(store.remove('holders', op.keys)).toBe(shown);
            for (const row of rows) if (op.keys.includes(row.owner)) row.removed = true;
          } else if (op.kind === 'ban') {
            banned = new Set(op.contracts);
            store.setBannedContracts(op.contracts);
          } else {
            const { sort, search, filters, start, count } = op.view;
            const expected = referenceView(rows, banned, sort, search, filters);
            const view = store.view({ listId: 'holders', sort, search, filters, window: { start, count } });
            expect(view.total).toBe(expected.length);
            expect(view.rows).toEqual(expected.slice(start, start + count));
          }
        }
      }),
      fuzzParams(0x1157a, 400),
    );
  });
});
