/**
 * Bringing the index up to the chain: a new index catches up with every transaction (genesis
 * included), then gets the seeded history (a million trades over a year, bulk-inserted in slices so
 * the server keeps answering) and the holders the genesis loader wrote; a kept index only reads the
 * transactions it may have missed.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Chain, ExecutedTransaction } from '../chain';
import type { Indexer } from '../services/indexer/indexer';
import type { StoredPair } from '../services/indexer/registry';
import { tokenKey } from '../seed/catalog';
import { generateHistory } from '../seed/history/generate';
import { buildPricePaths } from '../seed/history/paths';
import type { WorldPlan } from '../seed/plan';
import type { Readiness } from './status';

/** Trades per bulk insert: about a quarter of a second of work between answers. */
const SLICE = 20_000;

/** What bringing the index up did. */
export interface IndexingFigures {
  caughtUp: number;
  historyTrades: number;
  holders: number;
  catchUpMs: number;
  historyMs: number;
}

/** The next `count` items of an iterator (the iterator goes on from there). */
function* take<T>(items: Iterator<T>, count: number): Generator<T> {
  for (let i = 0; i < count; i++) {
    const next = items.next();
    if (next.done) return;
    yield next.value;
  }
}

function* after(transactions: Iterable<ExecutedTransaction>, block: number): Generator<ExecutedTransaction> {
  for (const tx of transactions) if (tx.blockNum >= block) yield tx;
}

/** Busier pairs first: the token's place in the world (well-known first), books and Defibox ahead of the other venues. */
function pairRank(plan: WorldPlan): (pair: StoredPair) => number {
  const rank = new Map(plan.tokens.map((t, i) => [tokenKey(t), i]));
  const venue: Record<string, number> = { alcormarket: 0, defibox: 1, alcorv2: 2, taco: 3, neftyblocks: 4, adex: 5, waxfusion: 2 };
  return (pair) => {
    const token = Math.min(rank.get(tokenKey(pair.token0)) ?? 9_999, rank.get(tokenKey(pair.token1)) ?? 9_999, 9_999);
    return (token === 0 ? 9_999 : token) * 6 + (venue[pair.src] ?? 6);
  };
}

/** What bringing the index up needs besides the chain, the index and the plan. */
export interface IndexingOptions {
  /** A new index: catch up with everything, then seed history and holders. */
  readonly fresh: boolean;
  /** A kept index reads transactions from this block on. */
  readonly fromBlock: number;
  readonly readiness: Readiness;
  /** Called in the same tick as the catch-up ends: subscribe to live transactions here, so none slips through while history is seeded. */
  readonly caughtUp: () => void;
  /** Where a warning goes (an index the chain's history no longer covers). */
  readonly warn?: (message: string) => void;
}

/** The block of the oldest transaction the chain still holds past the origin it always keeps; null when none was evicted. */
function oldestHeldBlock(chain: Chain): number | null {
  if (chain.historyBounds().firstIndex === 0) return null;
  const transactions = chain.transactions();
  transactions.next(); // the origin, which dates the chain
  const held = transactions.next();
  return held.done ? null : held.value.blockNum;
}

/** The warning for a kept index whose next block the chain's history no longer holds, or null. */
export function indexGap(chain: Chain, fromBlock: number): string | null {
  const oldest = oldestHeldBlock(chain);
  if (oldest === null || oldest <= fromBlock) return null;
  return `index gap: the kept index reads on from block ${fromBlock}, but the chain holds transactions only from block ${oldest} on (the older ones left its history retention); trades, candles and balances of blocks ${fromBlock}–${oldest - 1} are missing from the index. Start with --reset to rebuild it.`;
}

/** Catches up (every transaction, or those from `fromBlock` on) and, for a new index, seeds history and holders. */
export async function bringIndexUp(chain: Chain, indexer: Indexer, plan: WorldPlan, options: IndexingOptions): Promise<IndexingFigures> {
  const { readiness } = options;
  readiness.phase = 'indexing the chain';
  let started = performance.now();
  const gap = options.fresh ? null : indexGap(chain, options.fromBlock);
  if (gap !== null) options.warn?.(gap);
  const caughtUp = indexer.catchUp(options.fresh ? chain.transactions() : after(chain.transactions(), options.fromBlock));
  options.caughtUp();
  const figures: IndexingFigures = { caughtUp, historyTrades: 0, holders: 0, catchUpMs: Math.round(performance.now() - started), historyMs: 0 };
  if (!options.fresh) return figures;
  started = performance.now();
  const { size } = plan;
  const endMs = chain.headBlock().time;
  const history = generateHistory({
    seed: plan.seed,
    pairs: indexer.registry.pairs(),
    paths: buildPricePaths(plan.seed, plan.tokens, endMs, size.historyDays),
    count: size.historyTrades,
    days: size.historyDays,
    endMs,
    traders: plan.wallets.slice(0, 5_000),
    rankOf: pairRank(plan),
  });
  // Indexes are built once after the last slice: nothing queries trades before the world is ready.
  const seed = indexer.seedHistory({ deferIndexes: true });
  for (;;) {
    // Straight from the generator into the index: trades die young instead of waiting in an array.
    const stored = seed.insert(take(history, SLICE));
    if (stored === 0) break;
    figures.historyTrades += stored;
    readiness.phase = `seeding history ${Math.floor((figures.historyTrades / size.historyTrades) * 100)} %`;
    await yieldToLoop();
    // Closing mid-seed leaves the index marked incomplete (and unindexed): the next start seeds it again.
    if (readiness.stopping) return figures;
  }
  readiness.phase = 'indexing history';
  seed.finish();
  readiness.phase = 'seeding holders';
  for (const holders of plan.holders) {
    const token = { contract: holders.token.contract, code: holders.token.code, precision: holders.token.precision };
    figures.holders += indexer.setBalances(holders.owners.map((owner, i) => ({ token, owner, amount: holders.amounts[i]! })));
  }
  figures.historyMs = Math.round(performance.now() - started);
  return figures;
}
