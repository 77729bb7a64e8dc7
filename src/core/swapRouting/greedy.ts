/**
 * Greedy marginal allocation: the amount is cut into equal chunks, and each chunk goes to the path
 * whose output grows the most from it. Path outputs are concave in their input (constant-product
 * curves, v3 ranges and book levels only get worse with size), and for a separable concave objective
 * over a fixed set of paths this greedy is optimal on the chunk grid (Gross 1956; Fox 1966).
 * Which paths join is the heuristic part: a path may start only while fewer than maxRoutes carry
 * input and it shares no venue with them (`SplitState`); `planSplit` tries two such selections.
 */
import type { CandidatePath } from './paths';
import type { QuoteCache } from './quoteCache';
import { SplitState } from './splitState';

/** Allocates `amountIn` in `chunks` chunks over at most `maxRoutes` venue-disjoint paths; null when some chunk fits nowhere. */
export function greedySplit(paths: readonly CandidatePath[], amountIn: bigint, maxRoutes: number, chunks: number, cache: QuoteCache): SplitState | null {
  const state = new SplitState(paths, cache, maxRoutes);
  const count = BigInt(chunks);
  const chunk = amountIn / count;
  for (let t = 1n; t <= count; t += 1n) {
    // Equal chunks, the division's remainder riding on the last one.
    const size = t < count ? chunk : amountIn - chunk * (count - 1n);
    if (size === 0n) continue;
    let best = -1;
    let bestGain = 0n;
    let bestOut = 0n;
    for (let index = 0; index < paths.length; index += 1) {
      if (!state.eligible(index)) continue;
      const out = state.valueAt(index, (state.inputs[index] as bigint) + size);
      if (out === null) continue;
      const gain = out - (state.outputs[index] as bigint);
      if (best < 0 || gain > bestGain) [best, bestGain, bestOut] = [index, gain, out];
    }
    if (best < 0) return null;
    state.set(best, (state.inputs[best] as bigint) + size, bestOut);
  }
  return state;
}
