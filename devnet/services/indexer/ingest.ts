/** Applies one decoded transaction to the stores: pairs first (a listing may precede its first trade), then trades, limit records, balances. */
import type { ChainTrade, DecodedTransaction } from './decode/transaction';
import type { EventStore } from './events';
import type { HolderBatch } from './holderBatch';
import type { Registry, StoredPair } from './registry';
import { deriveTrade, type StoredTrade, type TradeStore, type WaxPriceOf } from './tradeStore';
import type { PairInfo, TradeInput } from './types';

/** What applying needs besides the stores. */
export interface IngestContext {
  readonly registry: Registry;
  readonly trades: TradeStore;
  readonly events: EventStore;
  /** Balances queued by earlier transactions; written here with this one's. */
  readonly balances: HolderBatch;
  readonly waxPriceOf: WaxPriceOf;
  readonly usdPerWax: () => number;
  /** The pair of a pool the indexer never saw listed (a pool created before it started), from live state. */
  readonly resolvePair: (src: string, pairId: string) => PairInfo | undefined;
  readonly warn: (message: string) => void;
}

/** The transaction's place in the chain. */
export interface TransactionMeta {
  readonly id: string;
  readonly blockNum: number;
  readonly blockTime: number;
}

function pairFor(context: IngestContext, trade: ChainTrade): StoredPair | undefined {
  const known = context.registry.findPair(trade.venue.src, trade.pairId);
  if (known) return known;
  const pair = context.resolvePair(trade.venue.src, trade.pairId) ?? trade.pair;
  return pair ? context.registry.registerPair(pair) : undefined;
}

const same = (a: { contract: string; code: string }, b: { contract: string; code: string }) => a.contract === b.contract && a.code === b.code;

function tradeInput(context: IngestContext, trade: ChainTrade, tx: TransactionMeta): TradeInput | undefined {
  const pair = pairFor(context, trade);
  const where = `${trade.venue.src} ${trade.pairId} at global sequence ${trade.globalSequence}`;
  if (pair === undefined) return (context.warn(`indexer: trade on unknown pair ${where} skipped`), undefined);
  const zeroForOne = same(trade.tokenIn, pair.token0) && same(trade.tokenOut, pair.token1);
  if (!zeroForOne && !(same(trade.tokenIn, pair.token1) && same(trade.tokenOut, pair.token0)))
    return (context.warn(`indexer: trade ${where} does not trade the pair's tokens; skipped`), undefined);
  return {
    globalSequence: trade.globalSequence,
    time: tx.blockTime,
    blockNum: tx.blockNum,
    trxId: tx.id,
    src: pair.src,
    pairId: pair.pairId,
    maker: trade.maker,
    zeroForOne,
    amountIn: trade.amountIn,
    amountOut: trade.amountOut,
    poolPrice: trade.poolPrice,
    ...(trade.market ? { market: trade.market } : {}),
  };
}

/**
 * Writes a decoded transaction (call inside one SQLite transaction); returns the trades stored.
 * `touched` is the balances to write now: the decoded ones, or none when they were queued instead.
 */
export function applyDecoded(
  context: IngestContext,
  decoded: DecodedTransaction,
  tx: TransactionMeta,
  touched: DecodedTransaction['touched'] = decoded.touched,
): StoredTrade[] {
  for (const listing of decoded.listings) context.events.addListing(listing);
  const stored: StoredTrade[] = [];
  for (const trade of decoded.trades) {
    const input = tradeInput(context, trade, tx);
    if (input === undefined) continue;
    try {
      const derived = deriveTrade(context.registry, input, context.waxPriceOf, context.usdPerWax());
      context.trades.insert(derived);
      stored.push(derived);
    } catch (error) {
      // One bad trade (a zero amount, a sequence a seeder already used) must not cost the rest of the block.
      context.warn(`indexer: trade at global sequence ${input.globalSequence} skipped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const fill of decoded.fills) context.events.addFill(fill);
  for (const close of decoded.closes) context.events.addClose(close);
  // The queued balances go with this transaction's, so the recorded last sequence never runs ahead of them.
  context.balances.write(touched);
  return stored;
}
