/**
 * The split search: candidate paths in, the best plan out, never worse than the best single path.
 * Two greedy passes (one capped at maxRoutes; one uncapped, then cut to its maxRoutes largest paths
 * and re-allocated) are refined, and the best of them and the best single path wins.
 */
import { greedySplit } from './greedy';
import type { CandidatePath } from './paths';
import type { QuoteCache } from './quoteCache';
import { refineSplit } from './refine';
import type { SplitState } from './splitState';

/** One leg of a plan: a path with its exact input and output. */
export interface PlanLeg {
  readonly path: CandidatePath;
  readonly amountIn: bigint;
  readonly amountOut: bigint;
}

/** Tuning of the split search. */
export interface SplitTuning {
  /** Greedy chunks (20: 5 % each). */
  readonly chunks: number;
  /** Finest refinement step is amountIn / lastDivisor. */
  readonly lastDivisor: number;
  /** Moves tried per refinement step size. */
  readonly maxMovesPerStep: number;
  /** Candidate paths kept for splitting: three per allowed route, within these bounds. */
  readonly minCandidates: number;
  readonly maxCandidates: number;
}

/** Defaults measured on the bench world (bench/swapRouting.bench.ts). */
export const DEFAULT_SPLIT_TUNING: SplitTuning = { chunks: 20, lastDivisor: 5120, maxMovesPerStep: 24, minCandidates: 12, maxCandidates: 32 };

const outDesc =
  (key: 'fullOut' | 'probeOut') =>
  (a: CandidatePath, b: CandidatePath): number => {
    const x = a[key] ?? -1n;
    const y = b[key] ?? -1n;
    return x === y ? 0 : x > y ? -1 : 1;
  };

/** The best path for the whole amount, or null when none can take it. */
export function bestSinglePath(paths: readonly CandidatePath[]): CandidatePath | null {
  const best = [...paths].sort(outDesc('fullOut'))[0];
  return best !== undefined && best.fullOut !== null && best.fullOut > 0n ? best : null;
}

/** The paths worth splitting over: the best by whole-amount output and the best by split-sized output. */
function splitCandidates(paths: readonly CandidatePath[], count: number): CandidatePath[] {
  const half = Math.ceil(count / 2);
  const chosen = new Set(
    paths
      .filter((p) => p.fullOut !== null)
      .sort(outDesc('fullOut'))
      .slice(0, half),
  );
  for (const path of [...paths].filter((p) => p.probeOut !== null).sort(outDesc('probeOut'))) {
    if (chosen.size >= count) break;
    chosen.add(path);
  }
  return [...chosen];
}

function legsOf(state: SplitState): PlanLeg[] {
  return state
    .activeIndexes()
    .map((index) => ({ path: state.paths[index] as CandidatePath, amountIn: state.inputs[index] as bigint, amountOut: state.outputs[index] as bigint }))
    .sort((a, b) => (a.amountIn === b.amountIn ? 0 : a.amountIn > b.amountIn ? -1 : 1));
}

function refined(state: SplitState | null, amountIn: bigint, tuning: SplitTuning): SplitState | null {
  if (state !== null) refineSplit(state, amountIn, tuning.chunks * 2, tuning.lastDivisor, tuning.maxMovesPerStep);
  return state;
}

/** The best plan for `amountIn` over at most `maxRoutes` venue-disjoint paths; [] when no path can take it. */
export function planSplit(
  paths: readonly CandidatePath[],
  amountIn: bigint,
  maxRoutes: number,
  cache: QuoteCache,
  tuning: SplitTuning = DEFAULT_SPLIT_TUNING,
): PlanLeg[] {
  const single = bestSinglePath(paths);
  const singlePlan: PlanLeg[] = single ? [{ path: single, amountIn, amountOut: single.fullOut as bigint }] : [];
  if (maxRoutes <= 1 || paths.length < 2) return singlePlan;
  const candidates = splitCandidates(paths, Math.min(tuning.maxCandidates, Math.max(tuning.minCandidates, 3 * maxRoutes)));
  const capped = refined(greedySplit(candidates, amountIn, maxRoutes, tuning.chunks, cache), amountIn, tuning);
  const uncapped = greedySplit(candidates, amountIn, candidates.length, tuning.chunks, cache);
  let best = capped;
  if (uncapped !== null && uncapped.activeIndexes().length > maxRoutes) {
    const largest = legsOf(uncapped)
      .slice(0, maxRoutes)
      .map((leg) => leg.path);
    const cut = refined(greedySplit(largest, amountIn, maxRoutes, tuning.chunks, cache), amountIn, tuning);
    if (cut !== null && (best === null || cut.total() > best.total())) best = cut;
  }
  if (best === null || (single !== null && best.total() <= (single.fullOut as bigint))) return singlePlan;
  return legsOf(best);
}
