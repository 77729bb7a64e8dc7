/**
 * Pages of trade history across several queries (pools and v3 pools are two source types, one query
 * each): the newest `limit` trades of all answers, and where the next page starts. Pages are cut by
 * global sequence, not offset, so trades arriving meanwhile never shift a page or repeat a row.
 */
import type { TradeRow } from './row';

export interface MergedTradePage {
  /** Newest first, at most `limit`, no sequence twice. */
  readonly rows: readonly TradeRow[];
  /** The next page holds trades below this sequence; null when there are none left. */
  readonly before: number | null;
}

/**
 * Merges the answers of one page's queries, each asked for `limit` trades below the same sequence.
 * A query that answered `limit` rows may hold more beyond them; one that answered fewer holds no more.
 */
export function mergeTradePages(answers: readonly (readonly TradeRow[])[], limit: number): MergedTradePage {
  const seen = new Set<number>();
  const all = answers.flat().filter((row) => !seen.has(row.seq) && seen.add(row.seq));
  all.sort((a, b) => b.seq - a.seq);
  const rows = all.slice(0, limit);
  const last = rows.at(-1);
  const cut = all.length > rows.length;
  const fullAnswer = answers.some((answer) => answer.length >= limit);
  return { rows, before: last !== undefined && (cut || fullAnswer) ? last.seq : null };
}
