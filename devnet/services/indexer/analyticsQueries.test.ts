import { describe, expect, it } from 'vitest';
import { AnalyticsQueries } from './analyticsQueries';
import { openIndexDatabase } from './schema';

describe('analytics queries', () => {
  // listing_events holds a row per pool or market ever listed (hundreds): the first-listing read takes it whole.
  it('read candles through an index: no scan of the candles, no sort of them', () => {
    const db = openIndexDatabase(':memory:');
    const sql: string[] = [];
    const prepare = db.prepare.bind(db);
    db.prepare = ((source: string) => {
      sql.push(source);
      return prepare(source);
    }) as typeof db.prepare;
    new AnalyticsQueries(db);
    const candleReads = sql.filter((source) => source.includes('FROM candles'));
    expect(candleReads.length).toBeGreaterThanOrEqual(6);
    for (const source of candleReads) {
      const params = Array.from(source.matchAll(/\?/g), () => null);
      const plan = (prepare(`EXPLAIN QUERY PLAN ${source}`).all(...params) as { detail: string }[]).map((row) => row.detail);
      const bad = plan.filter(
        (detail) => (/^SCAN candles\b/.test(detail) && !/USING (COVERING )?INDEX/.test(detail)) || /TEMP B-TREE FOR ORDER BY/.test(detail),
      );
      expect({ source, bad }).toEqual({ source, bad: [] });
    }
    db.close();
  });
});
