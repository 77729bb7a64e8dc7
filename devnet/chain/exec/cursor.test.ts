/** Cursor iteration while the handler changes the table: multi_index semantics, fast path or re-seek. */
import { describe, expect, it } from 'vitest';
import { AbiCodec } from '../abi/codec';
import { Database } from '../state/database';
import { UndoLog } from '../state/undo';
import { ledgerRow, ledgerTable, testContract } from '../testing/contracts';
import { Cursor } from './cursor';

function ledger(ids: readonly number[]): Cursor<ReturnType<typeof ledgerRow>> {
  const host = { db: new Database(new UndoLog(), () => undefined), codec: new AbiCodec(testContract.abi), isAccount: () => true, checkPayer: () => undefined };
  const cursor = new Cursor('test.ledger', ledgerTable, 'alpha', host, true);
  for (const id of ids) cursor.insert('alice', ledgerRow(id));
  return cursor;
}

describe('cursor iteration', () => {
  it('goes on after the row just read when rows are erased or inserted before or after it', () => {
    const table = ledger([0, 1, 2, 3, 4, 5, 6]);
    const seen: bigint[] = [];
    for (const row of table.rows()) {
      seen.push(row.id);
      if (row.id === 2n) {
        table.erase(row);
        table.erase(table.get(0n));
        table.erase(table.get(3n));
        table.insert('alice', ledgerRow(50));
      }
      if (row.id === 5n) table.insert('alice', ledgerRow(51));
    }
    expect(seen).toEqual([0n, 1n, 2n, 4n, 5n, 6n, 50n, 51n]);
  });

  it('walks a secondary index in order, backwards too, while the handler erases what it reads', () => {
    const table = ledger([0, 1, 2, 3, 4, 5, 6, 7]);
    const byPrice = [...table.rows()].sort((a, b) => (a.price < b.price ? -1 : 1)).map((r) => r.id);
    const forward: bigint[] = [];
    for (const row of table.index('byprice').rows()) {
      forward.push(row.id);
      if (row.id % 2n === 0n) table.erase(row);
    }
    expect(forward).toEqual(byPrice);
    const backward = [...table.index('byprice').rows({ reverse: true })].map((r) => r.id);
    expect(backward).toEqual(byPrice.filter((id) => id % 2n === 1n).reverse());
  });
});
