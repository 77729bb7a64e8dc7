/** Listing events and limit-order fills and closes: append-only, read newest first by sequence. */
import type Database from 'better-sqlite3';
import { unitsToDecimalString } from '../../../src/core/amount/decimal';
import type { Registry } from './registry';
import type { LimitCloseInput, LimitFillInput, ListingInput } from './types';

/** SPEC §9: listings come in pages of 100; no feed answers more than 1000 rows. */
export const DEFAULT_EVENTS_LIMIT = 100;
export const MAX_EVENTS_LIMIT = 1000;

/** A sequence window and page size. */
export interface EventPage {
  readonly minSeq: number | null;
  readonly maxSeq: number | null;
  readonly limit: number;
}

/** Limit-record filters: token keys already resolved from contract and code (null = any). */
export interface LimitFilter extends EventPage {
  readonly owner: string | null;
  readonly bidTokens: readonly number[] | null;
  readonly askTokens: readonly number[] | null;
}

type Row = Record<string, unknown> & { seq: bigint; time: bigint; trx_id: Buffer };

const trx = (id: string): Buffer => Buffer.from(id, 'hex');
const seqBounds = (page: EventPage): [number, number] => [page.minSeq ?? Number.MIN_SAFE_INTEGER, page.maxSeq ?? Number.MAX_SAFE_INTEGER];
const common = (row: Row) => ({
  global_sequence: Number(row.seq),
  updated_at_time: new Date(Number(row.time)).toISOString(),
  trx_id: row.trx_id.toString('hex'),
});

/** Event writes and reads over one database. */
export class EventStore {
  private readonly insertListing: Database.Statement<unknown[]>;
  private readonly insertFill: Database.Statement<unknown[]>;
  private readonly insertClose: Database.Statement<unknown[]>;
  private readonly listingRows: Database.Statement<[number, number, number], Row>;
  private readonly limitStatements = new Map<string, Database.Statement<unknown[], Row>>();

  constructor(
    private readonly db: Database.Database,
    private readonly registry: Registry,
  ) {
    this.insertListing = db.prepare('INSERT OR IGNORE INTO listing_events (seq, pair_key, creator, time, trx_id) VALUES (?, ?, ?, ?, ?)');
    this.insertFill = db.prepare('INSERT OR IGNORE INTO limit_fills VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    this.insertClose = db.prepare('INSERT OR IGNORE INTO limit_closes VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    this.listingRows = db
      .prepare<[number, number, number], Row>('SELECT * FROM listing_events WHERE seq BETWEEN ? AND ? ORDER BY seq DESC LIMIT ?')
      .safeIntegers(true);
  }

  addListing(event: ListingInput): void {
    const pair = this.registry.registerPair(event.pair);
    this.insertListing.run(event.globalSequence, pair.pairKey, event.creator, event.time, trx(event.trxId));
  }

  addFill(fill: LimitFillInput): void {
    const bid = this.registry.tokenKey(fill.bidToken);
    const ask = this.registry.tokenKey(fill.askToken);
    this.insertFill.run(
      fill.globalSequence,
      fill.owner,
      fill.orderId,
      bid,
      ask,
      fill.prevBid,
      fill.newBid,
      fill.prevAsk,
      fill.newAsk,
      fill.feeTaker,
      fill.feeMaker,
      fill.time,
      trx(fill.trxId),
    );
  }

  addClose(close: LimitCloseInput): void {
    const bid = this.registry.tokenKey(close.bidToken);
    const ask = this.registry.tokenKey(close.askToken);
    this.insertClose.run(
      close.globalSequence,
      close.owner,
      close.orderId,
      bid,
      ask,
      close.initialBid,
      close.initialAsk,
      close.bid,
      close.ask,
      close.time,
      trx(close.trxId),
    );
  }

  /** Listing events newest first (SPEC §3 Listing event). */
  listings(page: EventPage): Record<string, unknown>[] {
    return this.listingRows.all(...seqBounds(page), page.limit).map((row) => {
      const pair = this.registry.pair(Number(row.pair_key));
      return {
        contractA: pair.token0.contract,
        codeA: pair.token0.code,
        precisionA: pair.token0.precision,
        contractB: pair.token1.contract,
        codeB: pair.token1.code,
        precisionB: pair.token1.precision,
        listing_type: pair.srcType,
        fee: pair.fee,
        src: pair.src,
        pair_id: pair.pairId,
        creator: row.creator,
        ...common(row),
      };
    });
  }

  private limitRows(table: 'limit_fills' | 'limit_closes', filter: LimitFilter): Row[] {
    const where = ['seq BETWEEN ? AND ?'];
    const params: unknown[] = seqBounds(filter);
    const add = (condition: string, value: unknown) => {
      where.push(condition);
      params.push(value);
    };
    if (filter.owner !== null) add('owner = ?', filter.owner);
    if (filter.bidTokens !== null) add('bid_token IN (SELECT value FROM json_each(?))', JSON.stringify(filter.bidTokens));
    if (filter.askTokens !== null) add('ask_token IN (SELECT value FROM json_each(?))', JSON.stringify(filter.askTokens));
    const sql = `SELECT * FROM ${table} WHERE ${where.join(' AND ')} ORDER BY seq DESC LIMIT ?`;
    let statement = this.limitStatements.get(sql);
    if (!statement) this.limitStatements.set(sql, (statement = this.db.prepare<unknown[], Row>(sql).safeIntegers(true)));
    return statement.all(...params, filter.limit);
  }

  private tokens(row: Row) {
    const bid = this.registry.token(Number(row.bid_token));
    const ask = this.registry.token(Number(row.ask_token));
    const amount = (column: string, precision: number) => unitsToDecimalString(row[column] as bigint, precision);
    return {
      bid,
      ask,
      amount,
      fields: {
        owner: row.owner,
        order_id: row.order_id,
        bid_contract: bid.contract,
        bid_code: bid.code,
        bid_precision: bid.precision,
        ask_contract: ask.contract,
        ask_code: ask.code,
        ask_precision: ask.precision,
      },
    };
  }

  /** Limit trade records newest first (SPEC §3). */
  fills(filter: LimitFilter): Record<string, unknown>[] {
    return this.limitRows('limit_fills', filter).map((row) => {
      const { bid, ask, amount, fields } = this.tokens(row);
      return {
        ...fields,
        prev_bid: amount('prev_bid', bid.precision),
        new_bid: amount('new_bid', bid.precision),
        prev_ask: amount('prev_ask', ask.precision),
        new_ask: amount('new_ask', ask.precision),
        fee_taker: row.fee_taker,
        fee_maker: row.fee_maker,
        ...common(row),
      };
    });
  }

  /** Order history records newest first (SPEC §3). */
  closes(filter: LimitFilter): Record<string, unknown>[] {
    return this.limitRows('limit_closes', filter).map((row) => {
      const { bid, ask, amount, fields } = this.tokens(row);
      return {
        ...fields,
        initial_bid: amount('initial_bid', bid.precision),
        initial_ask: amount('initial_ask', ask.precision),
        bid: amount('bid', bid.precision),
        ask: amount('ask', ask.precision),
        ...common(row),
      };
    });
  }
}
