import { describe, expect, it } from 'vitest';
import { CandleQueries } from './candleQueries';
import { EventStore } from './events';
import { HolderStore } from './holders';
import { Registry } from './registry';
import { openIndexDatabase } from './schema';
import { StatsQueries } from './stats';
import { TradeQueries } from './tradeQueries';

const ANY = { pairKeys: null, accounts: null, side: null, minSeq: null, maxSeq: null, startAt: null, endAt: null, limit: 20, offset: 0 };

/** Every SELECT the query classes prepare while answering a spread of requests. */
function preparedSelects(): { db: ReturnType<typeof openIndexDatabase>; sql: string[] } {
  const db = openIndexDatabase(':memory:');
  const sql: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => {
    if (source.trimStart().startsWith('SELECT')) sql.push(source);
    return prepare(source);
  }) as typeof db.prepare;
  const registry = new Registry(db);
  const trades = new TradeQueries(db, registry);
  trades.trades(ANY);
  trades.trades({ ...ANY, pairKeys: [1, 2], side: 'buy', minSeq: 5 });
  trades.trades({ ...ANY, pairKeys: Array.from({ length: 40 }, (_, i) => i) });
  trades.trades({ ...ANY, accounts: ['alice'], pairKeys: [1] });
  new CandleQueries(db);
  new StatsQueries(db);
  new HolderStore(db);
  const events = new EventStore(db, registry);
  events.fills({ owner: 'alice', bidTokens: null, askTokens: null, minSeq: null, maxSeq: null, limit: 10 });
  events.closes({ owner: null, bidTokens: [1], askTokens: [2], minSeq: 3, maxSeq: null, limit: 10 });
  return { db, sql };
}

describe('index database', () => {
  // tokens and pairs are small and read whole once, into the registry's memory.
  it('answers every query through an index: no table scan, no sort of the history', () => {
    const { db, sql } = preparedSelects();
    expect(sql.length).toBeGreaterThan(15);
    for (const source of sql) {
      const params = Array.from(source.matchAll(/\?/g), () => null);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${source}`).all(...params) as { detail: string }[]).map((row) => row.detail);
      const scans = plan.filter(
        (detail) =>
          /^SCAN (trades|candles|holders|listing_events|limit_fills|limit_closes)\b/.test(detail) &&
          !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(detail),
      );
      expect({ source, scans }).toEqual({ source, scans: [] });
      if (/FROM (trades|listing_events) .*ORDER BY seq DESC/.test(source))
        expect({ source, plan: plan.filter((d) => d.includes('TEMP B-TREE')) }).toEqual({ source, plan: [] });
    }
    db.close();
  });
});
