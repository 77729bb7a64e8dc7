/**
 * The devnet's indexer: executed transactions in, history out (trades, candles at every resolution,
 * listings, limit-order records, holders, volumes, price changes), in SQLite. Fed live through
 * `ingest` (wire it to `chain.onTransaction`) and at start through `catchUp(chain.transactions())`,
 * which skips what a persistent database already holds.
 */
import type { ExecutedTransaction } from '../chain/index';
import type { Resolution } from '../../src/core/candles/resolutions';
import { CandleQueries, type CandleRow } from './candleQueries';
import { decodeTransaction, type DecodedTransaction, type DecodeOptions } from './decode/transaction';
import { DEFAULT_LIMIT_CONTRACT, DEFAULT_VENUES, type VenueAccount } from './decode/venues';
import { EventStore } from './events';
import { HolderStore } from './holders';
import { applyDecoded, type IngestContext } from './ingest';
import { Registry, type StoredPair } from './registry';
import { openIndexDatabase } from './schema';
import { StatsQueries } from './stats';
import { TradeQueries } from './tradeQueries';
import { presentTrade, type TradeRow } from './tradeRows';
import { HistorySeed } from './historySeed';
import { storedRow, TradeStore, type StoredTrade, type WaxPriceOf } from './tradeStore';
import type { BalanceInput, PairInfo, TradeInput } from './types';

/** How to build an indexer; every outside dependency is passed in (tests give fakes). */
export interface IndexerOptions {
  /** SQLite file, or ':memory:' (the default). */
  readonly path?: string;
  /** Start empty (pass the chain's reset flag). */
  readonly reset?: boolean;
  readonly venues?: Readonly<Record<string, VenueAccount>>;
  readonly limitContract?: string;
  /** Contracts that swap on users' behalf (default the router `swap.we`). */
  readonly intermediaries?: readonly string[];
  /** WAX per token now, for trades that do not price themselves (default: unknown). */
  readonly waxPriceOf?: WaxPriceOf;
  /** USD per WAX now (default 0: no USD values). */
  readonly usdPerWax?: () => number;
  readonly resolvePair?: (src: string, pairId: string) => PairInfo | undefined;
  /** A holder's balance from the chain's token table (default: balances are not tracked). */
  readonly balanceOf?: (contract: string, owner: string, code: string) => bigint | null;
  readonly warn?: (message: string) => void;
}

/** A kline change a trade caused, for the live socket. */
export interface KlineUpdate {
  readonly resolution: Resolution;
  readonly operation: 'insert' | 'update';
  readonly row: CandleRow;
}

/** What onTrade listeners get after a transaction is committed. */
export interface TradeEvent {
  readonly pair: StoredPair;
  readonly trade: TradeRow;
  readonly klines: readonly KlineUpdate[];
}

/** A running indexer over one database. */
export type Indexer = ReturnType<typeof createIndexer>;

/** Opens the database and wires the stores. */
export function createIndexer(options: IndexerOptions = {}) {
  const db = openIndexDatabase(options.path ?? ':memory:', options.reset);
  const registry = new Registry(db);
  const trades = new TradeStore(db);
  const events = new EventStore(db, registry);
  const holders = new HolderStore(db);
  const tradeQueries = new TradeQueries(db, registry);
  const candles = new CandleQueries(db);
  // Counts writes of trades, so derived figures can be cached until the next one.
  let revision = 0;
  const stats = new StatsQueries(db, () => revision);
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const waxPriceOf = options.waxPriceOf ?? (() => null);
  const usdPerWax = options.usdPerWax ?? (() => 0);
  const context: IngestContext = { registry, trades, events, holders, waxPriceOf, usdPerWax, resolvePair: options.resolvePair ?? (() => undefined), balanceOf: options.balanceOf ?? (() => null), warn };
  const venues = options.venues ?? DEFAULT_VENUES;
  const decodeOptions: DecodeOptions = {
    venues,
    limitContract: options.limitContract ?? DEFAULT_LIMIT_CONTRACT,
    intermediaries: new Set(options.intermediaries ?? ['swap.we']),
    // A limit log naming a token by code only: the one registered token with that code and precision.
    limitTokens: { contractOf: (code, precision) => registry.tokens().find((t) => t.code === code && t.precision === precision)?.contract ?? null },
    warn,
  };
  const listeners = new Set<(event: TradeEvent) => void>();
  const readSeq = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'last_sequence'");
  const writeSeq = db.prepare<[string]>("INSERT INTO meta (key, value) VALUES ('last_sequence', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value");
  let lastSequence = Number(readSeq.get()?.value ?? 0);

  const apply = db.transaction((tx: ExecutedTransaction, decoded: DecodedTransaction, maxSeq: number) => {
    const stored = applyDecoded(context, decoded, tx);
    writeSeq.run(String(maxSeq));
    return stored;
  });
  const nothingIn = (d: DecodedTransaction) => d.trades.length + d.listings.length + d.fills.length + d.closes.length + d.touched.length === 0;

  function emit(stored: readonly StoredTrade[]): void {
    if (listeners.size === 0) return;
    for (const trade of stored) {
      const seq = trade.input.globalSequence;
      const timeSec = Math.floor(trade.input.time / 1000);
      let klines: KlineUpdate[] | undefined;
      // Read when a listener asks (the socket does for order-book pairs only), and then in four range reads.
      const event: TradeEvent = {
        pair: trade.pair,
        trade: presentTrade(storedRow(trade), trade.pair),
        get klines() {
          return (klines ??= candles.klines(trade.pair.pairKey, timeSec, seq));
        },
      };
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          // A failing subscriber (the live socket) must not fail the chain transaction that fed us.
          warn(`indexer: onTrade listener failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  }

  /** Indexes one executed transaction (ignored when already indexed). */
  function ingest(tx: ExecutedTransaction): void {
    // The chain states the last sequence without decoding anything: a restart's catch-up skips what is indexed for free.
    const maxSeq = tx.lastGlobalSequence ?? tx.actions.reduce((max, action) => Math.max(max, action.globalSequence), 0);
    if (maxSeq <= lastSequence) return;
    const decoded = decodeTransaction(tx, decodeOptions);
    // Nothing to file: no SQLite transaction; the next one that files something records the sequence past this one.
    const stored = nothingIn(decoded) ? [] : apply(tx, decoded, maxSeq);
    lastSequence = maxSeq;
    if (stored.length > 0) revision += 1;
    emit(stored);
  }

  return {
    ingest,
    /** Indexes every transaction not yet indexed; returns how many were new. */
    catchUp(transactions: Iterable<ExecutedTransaction>): number {
      let count = 0;
      for (const tx of transactions) {
        const before = lastSequence;
        ingest(tx);
        if (lastSequence !== before) count += 1;
      }
      return count;
    },
    /** The highest global sequence indexed from the chain. */
    lastSequence: () => lastSequence,
    /** Registers a pair (seeding: history for a pool the chain creates later). */
    registerPair: (pair: PairInfo): StoredPair => registry.registerPair(pair),
    /**
     * Starts seeding history in slices (a world's cold start); `deferIndexes` drops the big tables'
     * indexes until finish() — queries are slow meanwhile, so only while the API is not ready yet.
     */
    seedHistory(options: { deferIndexes?: boolean } = {}): HistorySeed {
      revision += 1;
      return new HistorySeed({ db, registry, waxPriceOf, usdPerWax }, options.deferIndexes ?? false);
    },
    /** Seeds history in one go: trades ascending by global sequence and time (use sequences below 1 for time before genesis); all or none. */
    bulkInsertTrades(inputs: Iterable<TradeInput>): number {
      revision += 1;
      const seed = new HistorySeed({ db, registry, waxPriceOf, usdPerWax }, false);
      try {
        return seed.insert(inputs);
      } finally {
        seed.finish();
      }
    },
    /** Seeds balances (e.g. holders created outside transactions); returns how many rows. */
    setBalances(rows: Iterable<BalanceInput>): number {
      let count = 0;
      db.transaction(() => {
        for (const row of rows) {
          holders.setBalance(registry.tokenKey(row.token), row.owner, row.amount);
          count += 1;
        }
      })();
      return count;
    },
    onTrade(listener: (event: TradeEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    registry,
    trades: tradeQueries,
    candles,
    stats,
    events,
    holders,
    close: () => {
      // A transaction with nothing to file moved the sequence only in memory.
      if (lastSequence > Number(readSeq.get()?.value ?? 0)) writeSeq.run(String(lastSequence));
      db.close();
    },
  };
}
