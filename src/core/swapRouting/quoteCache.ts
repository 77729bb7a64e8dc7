/** Exact quotes memoised per (edge, input) for one route request: the split search asks the same ones many times. */
import type { Edge } from './types';

/** A per-request memo of venue quotes. */
export class QuoteCache {
  private readonly byEdge = new Map<number, Map<bigint, bigint | null>>();
  /** Quotes actually computed (cache misses), for the benchmark. */
  computed = 0;
  /** Quotes a venue refused for lack of liquidity (null answers). */
  refused = 0;

  /** The venue's exact output for `amountIn` along the edge, or null when it cannot take that much. */
  quote(edge: Edge, amountIn: bigint): bigint | null {
    if (amountIn === 0n) return 0n;
    let memo = this.byEdge.get(edge.index);
    if (memo === undefined) this.byEdge.set(edge.index, (memo = new Map()));
    const known = memo.get(amountIn);
    if (known !== undefined) return known;
    const out = edge.venue.quoteDirected(edge.zeroForOne, amountIn);
    this.computed += 1;
    if (out === null) this.refused += 1;
    memo.set(amountIn, out);
    return out;
  }
}

/** Output of a whole path for `amountIn`, or null when one hop cannot take its input. */
export function quotePath(cache: QuoteCache, edges: readonly Edge[], amountIn: bigint): bigint | null {
  let amount: bigint | null = amountIn;
  for (const edge of edges) {
    amount = cache.quote(edge, amount);
    if (amount === null) return null;
  }
  return amount;
}

/** The amount after each hop: [input, after hop 1, …, output], or null when a hop cannot take its input. */
export function quotePathSteps(cache: QuoteCache, edges: readonly Edge[], amountIn: bigint): bigint[] | null {
  const amounts = [amountIn];
  let amount = amountIn;
  for (const edge of edges) {
    const out = cache.quote(edge, amount);
    if (out === null) return null;
    amounts.push(out);
    amount = out;
  }
  return amounts;
}
