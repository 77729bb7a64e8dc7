import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer';

describe('checkpoint worker', () => {
  it('copies committed WAL pages into the database file off the main thread, which no longer checkpoints at 1,000 pages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'waxwing-checkpoint-'));
    const path = join(dir, 'c.sqlite');
    const db = new Database(path);
    try {
      db.pragma('journal_mode = WAL');
      db.exec('CREATE TABLE t (v BLOB)');
      const warnings: string[] = [];
      const checkpointer = startCheckpointer(db, path, (m) => warnings.push(m));
      expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
      // ~6 MB: past SQLite's default threshold, so only a checkpoint elsewhere grows the file.
      const insert = db.prepare('INSERT INTO t VALUES (?)');
      db.transaction(() => {
        for (let i = 0; i < 1_500; i++) insert.run(Buffer.alloc(4_000, i));
      })();
      expect(statSync(path).size).toBeLessThan(1_000_000);
      const deadline = Date.now() + 5_000;
      while (statSync(path).size < 6_000_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(statSync(path).size).toBeGreaterThanOrEqual(6_000_000);
      checkpointer.stop();
      expect(warnings).toEqual([]);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
