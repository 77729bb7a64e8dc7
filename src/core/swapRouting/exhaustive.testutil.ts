/**
 * The optimality oracle for the split tests (test-only): the best total output of splitting
 * `amountIn` over venue-disjoint paths, by exhaustive search. Stage 1 tries every allocation on a
 * grid of amountIn/grid; stage 2 tries every allocation within one grid step of the stage-1 best on
 * a grid ten times finer. Paths are evaluated with the venues' own quotes, independent of the router.
 */
import type { TokenId } from '../domain';
import type { Venue } from './types';

/** A path as the oracle sees it: venues in order, each with the token it is sold. */
export type OraclePath = readonly (readonly [Venue, TokenId])[];

function evaluator(path: OraclePath): (amountIn: bigint) => bigint | null {
  const memo = new Map<bigint, bigint | null>();
  return (amountIn) => {
    const known = memo.get(amountIn);
    if (known !== undefined) return known;
    let amount: bigint | null = amountIn;
    for (const [venue, tokenIn] of path) {
      if (amount === null) break;
      amount = amount === 0n ? 0n : venue.quoteExactIn(tokenIn, amount);
    }
    memo.set(amountIn, amount);
    return amount;
  };
}

/** Best total over allocations x_i = choices_i (all but the last path), the last taking the rest. */
function search(values: ((x: bigint) => bigint | null)[], amountIn: bigint, choices: (i: number) => bigint[]): { total: bigint; inputs: bigint[] } {
  let best = { total: -1n, inputs: [] as bigint[] };
  const inputs: bigint[] = [];
  const visit = (i: number, used: bigint, total: bigint): void => {
    if (i === values.length - 1) {
      const rest = amountIn - used;
      const out = (values[i] as (x: bigint) => bigint | null)(rest);
      if (out !== null && total + out > best.total) best = { total: total + out, inputs: [...inputs, rest] };
      return;
    }
    for (const x of choices(i)) {
      if (x < 0n || used + x > amountIn) continue;
      const out = (values[i] as (x: bigint) => bigint | null)(x);
      if (out === null) continue;
      inputs.push(x);
      visit(i + 1, used + x, total + out);
      inputs.pop();
    }
  };
  visit(0, 0n, 0n);
  return best;
}

/** The exhaustive optimum (see the file comment); -1n when no allocation fills. */
export function exhaustiveBest(paths: readonly OraclePath[], amountIn: bigint, grid: number): bigint {
  const values = paths.map(evaluator);
  const step = amountIn / BigInt(grid);
  const coarseChoices = Array.from({ length: grid + 1 }, (_, j) => step * BigInt(j));
  const coarse = search(values, amountIn, () => coarseChoices);
  if (coarse.total < 0n || step < 10n) return coarse.total;
  const fine = step / 10n;
  const around = (i: number) => Array.from({ length: 21 }, (_, j) => (coarse.inputs[i] as bigint) + fine * BigInt(j - 10));
  const refined = search(values, amountIn, around);
  return refined.total > coarse.total ? refined.total : coarse.total;
}
