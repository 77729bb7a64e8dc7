/**
 * The indexer's SQLite schema. Every query the API makes walks an index range (the plans are
 * checked in schema.test.ts); amounts are INTEGER units read back with safeIntegers, prices and
 * WAX/USD values are REAL (display numbers, DESIGN §3).
 */
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';

/** Bumped when a table changes shape: an older file is rebuilt rather than misread. */
export const SCHEMA_VERSION = 1;

const TABLES = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS tokens (
  token_key INTEGER PRIMARY KEY,
  contract TEXT NOT NULL, code TEXT NOT NULL, precision INTEGER NOT NULL,
  UNIQUE (contract, code));

CREATE TABLE IF NOT EXISTS pairs (
  pair_key INTEGER PRIMARY KEY,
  src TEXT NOT NULL, src_type TEXT NOT NULL, pair_id TEXT NOT NULL,
  token0 INTEGER NOT NULL, token1 INTEGER NOT NULL, fee INTEGER NOT NULL,
  UNIQUE (src, pair_id));

-- seq is the trade's global sequence: the rowid, so every index below is (column, seq).
CREATE TABLE IF NOT EXISTS trades (
  seq INTEGER PRIMARY KEY,
  pair_key INTEGER NOT NULL, time INTEGER NOT NULL, block_num INTEGER NOT NULL, trx_id BLOB NOT NULL,
  maker TEXT NOT NULL, counterparty TEXT, zero_for_one INTEGER NOT NULL,
  amount_in INTEGER NOT NULL, amount_out INTEGER NOT NULL,
  pool_price REAL, in_wax_price REAL, out_wax_price REAL, wax_value REAL NOT NULL, usd_value REAL NOT NULL,
  side TEXT, asker TEXT, bidder TEXT, unit_price TEXT);

-- One row per pair, resolution (index into RESOLUTIONS) and bucket start (unix seconds).
CREATE TABLE IF NOT EXISTS candles (
  pair_key INTEGER NOT NULL, res INTEGER NOT NULL, time INTEGER NOT NULL,
  open REAL NOT NULL, high REAL NOT NULL, low REAL NOT NULL, close REAL NOT NULL,
  volume0 REAL NOT NULL, volume1 REAL NOT NULL, wax_volume REAL NOT NULL, usd_volume REAL NOT NULL,
  trades INTEGER NOT NULL, first_seq INTEGER NOT NULL, last_seq INTEGER NOT NULL, block_num INTEGER NOT NULL,
  PRIMARY KEY (pair_key, res, time)) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS holders (
  token_key INTEGER NOT NULL, owner TEXT NOT NULL, amount INTEGER NOT NULL,
  PRIMARY KEY (token_key, owner)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS holders_rank ON holders (token_key, amount DESC) WHERE amount > 0;
CREATE INDEX IF NOT EXISTS holders_owner ON holders (owner);
CREATE TABLE IF NOT EXISTS holder_counts (token_key INTEGER PRIMARY KEY, count INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS listing_events (
  seq INTEGER PRIMARY KEY, pair_key INTEGER NOT NULL, creator TEXT NOT NULL,
  time INTEGER NOT NULL, trx_id BLOB NOT NULL);

CREATE TABLE IF NOT EXISTS limit_fills (
  seq INTEGER PRIMARY KEY, owner TEXT NOT NULL, order_id TEXT NOT NULL,
  bid_token INTEGER NOT NULL, ask_token INTEGER NOT NULL,
  prev_bid INTEGER NOT NULL, new_bid INTEGER NOT NULL, prev_ask INTEGER NOT NULL, new_ask INTEGER NOT NULL,
  fee_taker TEXT NOT NULL, fee_maker TEXT NOT NULL, time INTEGER NOT NULL, trx_id BLOB NOT NULL);
CREATE INDEX IF NOT EXISTS limit_fills_owner ON limit_fills (owner);
CREATE INDEX IF NOT EXISTS limit_fills_bid ON limit_fills (bid_token);
CREATE INDEX IF NOT EXISTS limit_fills_ask ON limit_fills (ask_token);

CREATE TABLE IF NOT EXISTS limit_closes (
  seq INTEGER PRIMARY KEY, owner TEXT NOT NULL, order_id TEXT NOT NULL,
  bid_token INTEGER NOT NULL, ask_token INTEGER NOT NULL,
  initial_bid INTEGER NOT NULL, initial_ask INTEGER NOT NULL, bid INTEGER NOT NULL, ask INTEGER NOT NULL,
  time INTEGER NOT NULL, trx_id BLOB NOT NULL);
CREATE INDEX IF NOT EXISTS limit_closes_owner ON limit_closes (owner);
CREATE INDEX IF NOT EXISTS limit_closes_bid ON limit_closes (bid_token);
CREATE INDEX IF NOT EXISTS limit_closes_ask ON limit_closes (ask_token);
`;

/**
 * The secondary indexes of the two big tables. Seeding history drops them and builds them once
 * after the last row (historySeed.ts): a sort per index instead of a million random inserts each.
 */
export const HISTORY_INDEXES = `
CREATE INDEX IF NOT EXISTS trades_pair ON trades (pair_key);
CREATE INDEX IF NOT EXISTS trades_maker ON trades (maker);
CREATE INDEX IF NOT EXISTS trades_counterparty ON trades (counterparty) WHERE counterparty IS NOT NULL;
CREATE INDEX IF NOT EXISTS trades_time ON trades (time);
-- Rolling volumes sum hourly and daily candles across every pair: covering indexes, one per resolution.
CREATE INDEX IF NOT EXISTS candles_hourly ON candles (time, pair_key, wax_volume, usd_volume) WHERE res = 4;
CREATE INDEX IF NOT EXISTS candles_daily ON candles (time, pair_key, wax_volume, usd_volume) WHERE res = 9;
`;

/** The names of HISTORY_INDEXES. */
export const HISTORY_INDEX_NAMES = ['trades_pair', 'trades_maker', 'trades_counterparty', 'trades_time', 'candles_hourly', 'candles_daily'] as const;

const DROP_ALL = ['meta', 'tokens', 'pairs', 'trades', 'candles', 'holders', 'holder_counts', 'listing_events', 'limit_fills', 'limit_closes']
  .map((table) => `DROP TABLE IF EXISTS ${table};`)
  .join('\n');

/**
 * Opens (or creates) the index database; `reset` or an older schema version starts it empty. A reset
 * deletes the files: seeding writes without syncs, so a crash mid-seed may leave a file SQLite refuses.
 */
export function openIndexDatabase(path: string, reset = false): Database.Database {
  if (reset && path !== ':memory:') for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  // The chain's journal is the durable record: losing the last commits on a crash only means re-indexing them.
  db.pragma('synchronous = NORMAL');
  db.pragma('cache_size = -65536');
  const version = db.pragma('user_version', { simple: true }) as number;
  if (reset || (version !== 0 && version !== SCHEMA_VERSION)) db.exec(DROP_ALL);
  db.exec(TABLES);
  db.exec(HISTORY_INDEXES);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
  return db;
}
