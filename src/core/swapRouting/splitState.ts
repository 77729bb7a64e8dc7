/**
 * A split being built over candidate paths: each path's input and exact output. Paths in one split
 * never share a venue (the rule Uniswap's router also uses), so every path's output depends on its
 * own input alone and the split's outputs are exactly what the transfers receive on chain, whatever
 * order they execute in.
 */
import type { CandidatePath } from './paths';
import { quotePath, type QuoteCache } from './quoteCache';

/** Inputs and outputs per candidate path, with the venue-disjointness and route-count rules. */
export class SplitState {
  readonly inputs: bigint[];
  readonly outputs: bigint[];
  private readonly owner = new Map<number, number>();
  private active = 0;

  constructor(
    readonly paths: readonly CandidatePath[],
    private readonly cache: QuoteCache,
    private readonly maxRoutes: number,
  ) {
    this.inputs = paths.map(() => 0n);
    this.outputs = paths.map(() => 0n);
  }

  /** True when the path already carries input, or could start to without sharing a venue or passing maxRoutes. */
  eligible(index: number): boolean {
    if ((this.inputs[index] as bigint) > 0n) return true;
    if (this.active >= this.maxRoutes) return false;
    return (this.paths[index] as CandidatePath).edges.every((edge) => !this.owner.has(edge.venueIndex));
  }

  /** The path's exact output for `amountIn` (null: it cannot take that much). */
  valueAt(index: number, amountIn: bigint): bigint | null {
    return quotePath(this.cache, (this.paths[index] as CandidatePath).edges, amountIn);
  }

  /** Sets a path's input and its output (from `valueAt`). */
  set(index: number, amountIn: bigint, amountOut: bigint): void {
    const wasActive = (this.inputs[index] as bigint) > 0n;
    const isActive = amountIn > 0n;
    this.inputs[index] = amountIn;
    this.outputs[index] = amountOut;
    if (wasActive === isActive) return;
    this.active += isActive ? 1 : -1;
    for (const edge of (this.paths[index] as CandidatePath).edges) {
      if (isActive) this.owner.set(edge.venueIndex, index);
      else this.owner.delete(edge.venueIndex);
    }
  }

  /** Paths carrying input. */
  activeIndexes(): number[] {
    return this.inputs.flatMap((input, index) => (input > 0n ? [index] : []));
  }

  /** Total output of the split. */
  total(): bigint {
    return this.outputs.reduce((sum, out) => sum + out, 0n);
  }
}
