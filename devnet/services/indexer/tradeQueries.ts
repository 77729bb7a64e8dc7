/**
 * Reading trades newest first (SPEC §3 Trade filter fields). Each filter becomes one or more index
 * ranges — per pair, per account, or the whole table by sequence — each read up to offset + limit
 * rows and merged by sequence, so a page costs O(streams × page), never a scan of the history.
 */
import type Database from 'better-sqlite3';
import type { Registry } from './registry';
import { presentTrade, type StoredTradeRow, type TradeRow } from './tradeRows';

/** Largest page (SPEC §9 follow-up fetch limit 1000) and deepest offset. */
export const MAX_TRADES_LIMIT = 1000;
export const MAX_TRADES_OFFSET = 100_000;
/** Beyond this many pairs one sequence-ordered walk with a pair test beats a stream per pair. */
const PER_PAIR_STREAMS = 32;

/** A resolved trade filter. Null means "any". Times are epoch ms, inclusive. */
export interface TradeFilter {
  readonly pairKeys: readonly number[] | null;
  readonly accounts: readonly string[] | null;
  readonly side: 'buy' | 'sell' | null;
  readonly minSeq: number | null;
  readonly maxSeq: number | null;
  readonly startAt: number | null;
  readonly endAt: number | null;
  readonly limit: number;
  readonly offset: number;
}

type Stream = { column: 'pair_key' | 'maker' | 'counterparty' | null; value: number | string | null };

const SEQ_MIN = Number.MIN_SAFE_INTEGER;
const SEQ_MAX = Number.MAX_SAFE_INTEGER;

/** Trade reads over one database. */
export class TradeQueries {
  private readonly statements = new Map<string, Database.Statement<unknown[], StoredTradeRow>>();
  private readonly firstAtOrAfter: Database.Statement<[number], { seq: bigint }>;
  private readonly lastAtOrBefore: Database.Statement<[number], { seq: bigint }>;

  constructor(
    private readonly db: Database.Database,
    private readonly registry: Registry,
  ) {
    // trades(time) carries (time, seq); sequences grow with time, so a time bound is a sequence bound.
    this.firstAtOrAfter = db.prepare<[number], { seq: bigint }>('SELECT seq FROM trades WHERE time >= ? ORDER BY time, seq LIMIT 1').safeIntegers(true);
    this.lastAtOrBefore = db
      .prepare<[number], { seq: bigint }>('SELECT seq FROM trades WHERE time <= ? ORDER BY time DESC, seq DESC LIMIT 1')
      .safeIntegers(true);
  }

  private statement(stream: Stream, pairTest: boolean, sideTest: boolean): Database.Statement<unknown[], StoredTradeRow> {
    const where = [
      stream.column ? `${stream.column} = ?` : null,
      'seq BETWEEN ? AND ?',
      // The unary + keeps the pair test a filter: the walk stays on the stream's own index, in sequence order.
      pairTest ? '+pair_key IN (SELECT value FROM json_each(?))' : null,
      sideTest ? 'side = ?' : null,
    ].filter((part) => part !== null);
    const sql = `SELECT * FROM trades WHERE ${where.join(' AND ')} ORDER BY seq DESC LIMIT ?`;
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare<unknown[], StoredTradeRow>(sql).safeIntegers(true)));
    return statement;
  }

  /** The sequence range a filter allows, or null when its time bounds hold no trade. */
  private seqRange(filter: TradeFilter): [number, number] | null {
    let low = filter.minSeq ?? SEQ_MIN;
    let high = filter.maxSeq ?? SEQ_MAX;
    if (filter.startAt !== null) {
      const first = this.firstAtOrAfter.get(filter.startAt);
      if (!first) return null;
      low = Math.max(low, Number(first.seq));
    }
    if (filter.endAt !== null) {
      const last = this.lastAtOrBefore.get(filter.endAt);
      if (!last) return null;
      high = Math.min(high, Number(last.seq));
    }
    return low <= high ? [low, high] : null;
  }

  private streams(filter: TradeFilter): { streams: Stream[]; pairTest: boolean } {
    if (filter.accounts !== null) {
      const streams = filter.accounts.flatMap((account): Stream[] => [
        { column: 'maker', value: account },
        { column: 'counterparty', value: account },
      ]);
      return { streams, pairTest: filter.pairKeys !== null };
    }
    if (filter.pairKeys !== null && filter.pairKeys.length <= PER_PAIR_STREAMS)
      return { streams: filter.pairKeys.map((key) => ({ column: 'pair_key', value: key })), pairTest: false };
    return { streams: [{ column: null, value: null }], pairTest: filter.pairKeys !== null };
  }

  /** One page of trades, newest first. */
  trades(filter: TradeFilter): TradeRow[] {
    const range = this.seqRange(filter);
    if (range === null || (filter.pairKeys !== null && filter.pairKeys.length === 0) || (filter.accounts !== null && filter.accounts.length === 0)) return [];
    const { streams, pairTest } = this.streams(filter);
    const want = filter.offset + filter.limit;
    const pairsJson = JSON.stringify(filter.pairKeys ?? []);
    const bySeq = new Map<bigint, StoredTradeRow>();
    for (const stream of streams) {
      const params: unknown[] = [
        ...(stream.column ? [stream.value] : []),
        range[0],
        range[1],
        ...(pairTest ? [pairsJson] : []),
        ...(filter.side ? [filter.side] : []),
        want,
      ];
      for (const row of this.statement(stream, pairTest, filter.side !== null).all(...params)) bySeq.set(row.seq, row);
    }
    const rows = [...bySeq.values()].sort((a, b) => (a.seq > b.seq ? -1 : a.seq < b.seq ? 1 : 0));
    return rows.slice(filter.offset, want).map((row) => presentTrade(row, this.registry.pair(Number(row.pair_key))));
  }
}
