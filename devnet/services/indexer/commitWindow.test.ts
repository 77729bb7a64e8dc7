import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommitWindow } from './commitWindow';
import { createIndexer } from './indexer';
import { poolLog, resetSynthetic, syntheticTx, TLM, v2SwapLog, WAX } from './synthetic.testutil';

const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);
let dir: string;
let db: Database.Database;
let disk: Database.Database;
const rows = () =>
  disk
    .prepare('SELECT v FROM t ORDER BY v')
    .all()
    .map((r) => (r as { v: number }).v);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'waxwing-window-'));
  db = new Database(join(dir, 'w.sqlite'));
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (v INTEGER PRIMARY KEY)');
  disk = new Database(join(dir, 'w.sqlite'), { readonly: true });
});
afterEach(() => {
  disk.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('commit window', () => {
  it('commits many writes at once after the window, the queued ones written first; the writer reads them meanwhile', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const window = new CommitWindow(
        db,
        50,
        () => void db.prepare('INSERT INTO t VALUES (99)').run(),
        () => undefined,
      );
      window.run(() => db.prepare('INSERT INTO t VALUES (1)').run());
      window.run(() => db.prepare('INSERT INTO t VALUES (2)').run());
      expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2 });
      expect(rows()).toEqual([]);
      // Not a moment before the window ends, and all of it when it does.
      vi.advanceTimersByTime(49);
      expect(rows()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(rows()).toEqual([1, 2, 99]);
      expect(db.inTransaction).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rolls back a failing write only, and commit() commits at once', () => {
    const window = new CommitWindow(
      db,
      10_000,
      () => undefined,
      () => undefined,
    );
    window.run(() => db.prepare('INSERT INTO t VALUES (1)').run());
    expect(() => window.run(() => (db.prepare('INSERT INTO t VALUES (2)').run(), db.prepare('INSERT INTO t VALUES (1)').run()))).toThrow(/UNIQUE/);
    window.commit();
    expect(rows()).toEqual([1]);
  });

  it('lets a history seed start and finish while live writes are open (pragmas change outside a transaction)', () => {
    resetSynthetic();
    const indexer = createIndexer({ path: join(dir, 'index.sqlite') });
    indexer.ingest(syntheticTx(T0, [poolLog('swap.box', 7, TLM, WAX, 30, 'alice')]));
    const seed = indexer.seedHistory({ deferIndexes: true });
    indexer.ingest(syntheticTx(T0 + 1000, [v2SwapLog('swap.box', 7, 'alice', TLM, 10n, WAX, 10n, [TLM, 1n], [WAX, 1n])]));
    expect(seed.insert([])).toBe(0);
    indexer.ingest(syntheticTx(T0 + 2000, [v2SwapLog('swap.box', 7, 'alice', TLM, 10n, WAX, 10n, [TLM, 1n], [WAX, 1n])]));
    expect(() => seed.finish()).not.toThrow();
    expect(
      indexer.trades.trades({ pairKeys: null, accounts: null, side: null, minSeq: null, maxSeq: null, startAt: null, endAt: null, limit: 10, offset: 0 }),
    ).toHaveLength(2);
    indexer.close();
  });
});
