/** Applies one decoded transaction to the stores: pairs first (a listing may precede its first trade), then trades, limit records, balances. */
import type { ChainTrade, DecodedTransaction } from './decode/transaction';
import type { EventStore } from './events';
import type { HolderStore } from './holders';
import type { Registry, StoredPair } from './registry';
import { deriveTrade, type StoredTrade, type TradeStore, type WaxPriceOf } from './tradeStore';
import type { PairInfo, TradeInput } from './types';

/** What applying needs besides the stores. */
export interface IngestContext {
  readonly registry: Registry;
  readonly trades: TradeStore;
  readonly events: EventStore;
  readonly holders: HolderStore;
  readonly waxPriceOf: WaxPriceOf;
  readonly usdPerWax: () => number;
  /** The pair of a pool the indexer never saw listed (a pool created before it started), from live state. */
  readonly resolvePair: (src: string, pairId: string) => PairInfo | undefined;
  /** A holder's balance from the chain's token table; null when the contract keeps no such table. */
  readonly balanceOf: (contract: string, owner: string, code: string) => bigint | null;
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
  if (pair === undefined) return context.warn(`indexer: trade on unknown pair ${where} skipped`), undefined;
  const zeroForOne = same(trade.tokenIn, pair.token0) && same(trade.tokenOut, pair.token1);
  if (!zeroForOne && !(same(trade.tokenIn, pair.token1) && same(trade.tokenOut, pair.token0))) return context.warn(`indexer: trade ${where} does not trade the pair's tokens; skipped`), undefined;
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

/** Writes a decoded transaction (call inside one SQLite transaction); returns the trades stored. */
export function applyDecoded(context: IngestContext, decoded: DecodedTransaction, tx: TransactionMeta): StoredTrade[] {
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
  const seen = new Set<string>();
  for (const { token, owner } of decoded.touched) {
    const key = `${token.contract}:${token.code}:${owner}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const amount = context.balanceOf(token.contract, owner, token.code);
    // No balance row and none recorded: not a token contract, or an account that never held it.
    if (amount === null && context.registry.findTokenKey(token.contract, token.code) === undefined) continue;
    context.holders.setBalance(context.registry.tokenKey(token), owner, amount ?? 0n);
  }
  return stored;
}
