/**
 * Refinement after the greedy: with steps halving from half a chunk down to `amountIn / lastDivisor`,
 * move one step of input from the path that loses least by giving it up to the path that gains most
 * by taking it, while that raises the total. At the end no single step between two paths helps:
 * for concave path outputs that is the optimum on the finest grid (equal marginal outputs, the
 * water-filling condition), so the split is within one fine step's second-order error of the best.
 */
import type { SplitState } from './splitState';

type Candidate = { index: number; delta: bigint; out: bigint };

const byDeltaDesc = (a: Candidate, b: Candidate): number => (a.delta === b.delta ? a.index - b.index : a.delta > b.delta ? -1 : 1);

/** Applies the best single move of `step` units; false when none raises the total. */
function moveOnce(state: SplitState, step: bigint): boolean {
  const gains: Candidate[] = [];
  const losses: Candidate[] = [];
  state.paths.forEach((_, index) => {
    const input = state.inputs[index] as bigint;
    const current = state.outputs[index] as bigint;
    if (state.eligible(index)) {
      const more = state.valueAt(index, input + step);
      if (more !== null) gains.push({ index, delta: more - current, out: more });
    }
    if (input >= step) {
      const less = state.valueAt(index, input - step);
      // Output lost by giving up the step, negated so the best donor sorts first.
      if (less !== null) losses.push({ index, delta: less - current, out: less });
    }
  });
  const receivers = gains.sort(byDeltaDesc).slice(0, 2);
  const donors = losses.sort(byDeltaDesc).slice(0, 2);
  let best: [Candidate, Candidate] | null = null;
  for (const receiver of receivers) {
    for (const donor of donors) {
      if (receiver.index === donor.index) continue;
      if (best === null || receiver.delta + donor.delta > best[0].delta + best[1].delta) best = [receiver, donor];
    }
  }
  if (best === null || best[0].delta + best[1].delta <= 0n) return false;
  const [receiver, donor] = best;
  state.set(donor.index, (state.inputs[donor.index] as bigint) - step, donor.out);
  state.set(receiver.index, (state.inputs[receiver.index] as bigint) + step, receiver.out);
  return true;
}

/** Refines a split in place, steps amountIn/firstDivisor, then halving down to amountIn/lastDivisor (at least one unit). */
export function refineSplit(state: SplitState, amountIn: bigint, firstDivisor: number, lastDivisor: number, maxMovesPerStep: number): void {
  for (let divisor = BigInt(firstDivisor); divisor <= BigInt(lastDivisor); divisor *= 2n) {
    const step = amountIn / divisor > 0n ? amountIn / divisor : 1n;
    let moves = 0;
    while (moves < maxMovesPerStep && moveOnce(state, step)) moves += 1;
    if (step === 1n) return;
  }
}
