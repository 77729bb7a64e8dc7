/**
 * The devnet's indexer: executed transactions in, history out (trades, candles at every resolution,
 * listings, limit-order records, holders, volumes, price changes), in SQLite. Fed live through
 * `ingest` (wire it to `chain.onTransaction`) and at start through `catchUp(chain.transactions())`,
 * which skips what a persistent database already holds.
 */
import type { ExecutedTransaction } from '../../chain/index';
import type { Resolution } from '../../../src/core/candles/resolutions';
import { CandleQueries, type CandleRow } from './candleQueries';
import { decodeTransaction, type DecodedTransaction, type DecodeOptions } from './decode/transaction';
import { DEFAULT_LIMIT_CONTRACT, DEFAULT_VENUES, type VenueAccount } from './decode/venues';
import { EventStore } from './events';
import { startCheckpointer } from './checkpointer';
import { CommitWindow } from './commitWindow';
import { HolderBatch } from './holderBatch';
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

/** Longest live writes wait for their commit (reads see them at once: one connection). */
export const COMMIT_WINDOW_MS = 100;

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
  const path = options.path ?? ':memory:';
  const db = openIndexDatabase(path, options.reset);
  const registry = new Registry(db);
  const trades = new TradeStore(db);
  const events = new EventStore(db, registry);
  const holders = new HolderStore(db, () => writeQueuedBalances());
  const tradeQueries = new TradeQueries(db, registry);
  const candles = new CandleQueries(db);
  // Counts writes of trades, so derived figures can be cached until the next one.
  let revision = 0;
  const stats = new StatsQueries(db, () => revision);
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const checkpointer = path === ':memory:' ? undefined : startCheckpointer(db, path, warn);
  const waxPriceOf = options.waxPriceOf ?? (() => null);
  const usdPerWax = options.usdPerWax ?? (() => 0);
  const balances = new HolderBatch({ registry, holders, balanceOf: options.balanceOf ?? (() => null) });
  const context: IngestContext = { registry, trades, events, balances, waxPriceOf, usdPerWax, resolvePair: options.resolvePair ?? (() => undefined), warn };
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

  const nothingIn = (d: DecodedTransaction) => d.trades.length + d.listings.length + d.fills.length + d.closes.length === 0;
  // Live writes commit together every few bot transactions; queued balances and the last sequence go with them.
  const window = new CommitWindow(
    db,
    COMMIT_WINDOW_MS,
    () => {
      balances.write();
      writeSeq.run(String(lastSequence));
    },
    warn,
  );
  const writeQueuedBalances = () => {
    if (balances.size > 0) window.run(() => balances.write());
  };

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
    // Balances wait for the commit (each written once however many transactions touched it), unless a token is new.
    const queued = decoded.touched.length > 0 && balances.stage(decoded.touched);
    const touched = queued ? [] : decoded.touched;
    let stored: StoredTrade[] = [];
    if (!nothingIn(decoded) || touched.length > 0) stored = window.run(() => applyDecoded(context, decoded, tx, touched));
    else if (queued) window.begin();
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
      window.commit();
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
      window.commit();
      revision += 1;
      return new HistorySeed({ db, registry, waxPriceOf, usdPerWax, settle: () => window.commit() }, options.deferIndexes ?? false);
    },
    /** Seeds history in one go: trades ascending by global sequence and time (use sequences below 1 for time before genesis); all or none. */
    bulkInsertTrades(inputs: Iterable<TradeInput>): number {
      window.commit();
      revision += 1;
      const seed = new HistorySeed({ db, registry, waxPriceOf, usdPerWax, settle: () => window.commit() }, false);
      try {
        return seed.insert(inputs);
      } finally {
        seed.finish();
      }
    },
    /** Seeds balances (e.g. holders created outside transactions); returns how many rows. */
    setBalances(rows: Iterable<BalanceInput>): number {
      let count = 0;
      window.commit();
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
      window.commit();
      checkpointer?.stop();
      // A transaction with nothing to file moved the sequence only in memory.
      if (lastSequence > Number(readSeq.get()?.value ?? 0)) writeSeq.run(String(lastSequence));
      db.close();
    },
  };
}
