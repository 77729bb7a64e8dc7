import { describe, expect, it } from 'vitest';
import { readTableRows, type TableRowsPage, type TableRowsParams } from './tableRows';

/** A fake table of ids 0..size-1 that pages like nodeos (bounds inclusive, next_key = first row not returned). */
function fakeTable(size: number) {
  const calls: TableRowsParams[] = [];
  const fetchPage = (params: TableRowsParams): Promise<TableRowsPage<{ id: number }>> => {
    calls.push(params);
    const lower = params.lower_bound === undefined ? 0 : Number(params.lower_bound);
    const upper = params.upper_bound === undefined ? size - 1 : Number(params.upper_bound);
    const ids = Array.from({ length: Math.max(0, upper - lower + 1) }, (_, i) => lower + i);
    if (params.reverse) ids.reverse();
    const limit = params.limit ?? 10;
    const taken = ids.slice(0, limit);
    const next = ids[limit];
    return Promise.resolve({ rows: taken.map((id) => ({ id })), more: next !== undefined, next_key: next === undefined ? '' : String(next) });
  };
  return { calls, fetchPage };
}

const base = { code: 'calcormining', scope: 'calcormining', table: 'orders' };

describe('readTableRows', () => {
  it('reads every row in pages of 1000, following next_key as the lower bound', async () => {
    const table = fakeTable(2500);
    const rows = await readTableRows(table.fetchPage, base);
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 2500 }, (_, i) => i));
    expect(table.calls.map((c) => [c.lower_bound, c.limit, c.json])).toEqual([
      [undefined, 1000, true],
      ['1000', 1000, true],
      ['2000', 1000, true],
    ]);
  });

  it('follows next_key as the upper bound when reversed', async () => {
    const table = fakeTable(1500);
    const rows = await readTableRows(table.fetchPage, { ...base, reverse: true });
    expect(rows[0]).toEqual({ id: 1499 });
    expect(rows.at(-1)).toEqual({ id: 0 });
    expect(table.calls[1]).toMatchObject({ upper_bound: '499', lower_bound: undefined });
  });

  it('stops at the asked limit (the oracle reads limit 1)', async () => {
    const table = fakeTable(50);
    expect(await readTableRows(table.fetchPage, { ...base, limit: 1, reverse: true })).toEqual([{ id: 49 }]);
    expect(table.calls).toHaveLength(1);
    const big = fakeTable(5000);
    expect(await readTableRows(big.fetchPage, { ...base, limit: 1200 })).toHaveLength(1200);
    expect(big.calls.map((c) => c.limit)).toEqual([1000, 200]);
  });

  it('reads the next key from a legacy string `more`', async () => {
    const pages: TableRowsPage<number>[] = [
      { rows: [1], more: '7' },
      { rows: [7], more: false },
    ];
    const seen: TableRowsParams[] = [];
    const rows = await readTableRows((p) => {
      seen.push(p);
      return Promise.resolve(pages.shift()!);
    }, base);
    expect(rows).toEqual([1, 7]);
    expect(seen[1]?.lower_bound).toBe('7');
  });

  it('stops when a node repeats the same next key', async () => {
    let calls = 0;
    const rows = await readTableRows(() => {
      calls += 1;
      return Promise.resolve({ rows: [calls], more: true, next_key: 'same' });
    }, base);
    expect(rows).toEqual([1, 2]);
  });

  it('keeps the caller json flag and rejects an answer without rows', async () => {
    const seen: TableRowsParams[] = [];
    await readTableRows(
      (p) => {
        seen.push(p);
        return Promise.resolve({ rows: [], more: false });
      },
      { ...base, json: false },
    );
    expect(seen[0]?.json).toBe(false);
    await expect(readTableRows(() => Promise.resolve({ more: false } as TableRowsPage<never>), base)).rejects.toThrow(
      'get_table_rows calcormining/orders: the answer has no rows',
    );
  });
});
