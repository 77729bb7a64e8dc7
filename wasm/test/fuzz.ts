/** Seeded inputs and comparison helpers for the WASM-vs-reference fuzz tests (test-only). */
import { fuzzCases, Rng as SeededRng } from '../../src/core/v3/rng.testutil';
import { loadV3Wasm, type V3Wasm } from '../v3';

export { fuzzCases };

/** The WASM maths, loaded once per test file. */
export const wasm: V3Wasm = await loadV3Wasm();

export const MIN_TICK = -443636;
export const MAX_TICK = 443636;
export const MIN_SQRT_RATIO = 4295048017n;
export const MAX_SQRT_RATIO = 79226673515401279992447579062n;
export const MAX_U64 = (1n << 64n) - 1n;
export const MAX_U128 = (1n << 128n) - 1n;
export const MAX_U256 = (1n << 256n) - 1n;

/** The reference tests' seeded generator, with the v3 inputs these tests draw most. */
export class Rng extends SeededRng {
  /** A sqrt price in [MIN_SQRT_RATIO, MAX_SQRT_RATIO]: half uniform, half log-uniform, the bounds now and then. */
  sqrtPrice(): bigint {
    const pinned = this.int(0, 40);
    if (pinned === 0) return MIN_SQRT_RATIO;
    if (pinned === 1) return MAX_SQRT_RATIO;
    return this.bool() ? this.bigintBetween(MIN_SQRT_RATIO, MAX_SQRT_RATIO) : MIN_SQRT_RATIO + (this.bigint(96) % (MAX_SQRT_RATIO - MIN_SQRT_RATIO));
  }

  /** Liquidity up to 2^maxBits − 1, log-uniform, with min and the maximum pinned now and then. */
  liquidity(maxBits = 128, min = 0n): bigint {
    const pinned = this.int(0, 40);
    const max = (1n << BigInt(maxBits)) - 1n;
    if (pinned === 0) return max;
    if (pinned === 1) return min;
    const value = min + this.bigint(maxBits);
    return value > max ? max : value;
  }
}

/** A call's outcome: its value, or the name of the error class it threw. */
export type Outcome = { value: unknown } | { threw: string };

export function outcome(call: () => unknown): Outcome {
  try {
    return { value: call() };
  } catch (error) {
    return { threw: error instanceof Error ? error.name : typeof error };
  }
}

/** Deep equality over bigints, numbers, booleans, arrays and plain objects. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** A short printable form of an outcome or input for failure messages. */
export function show(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? String(value);
}

/** A replayable input stream: each call starts a fresh generator from `seed`, so the same inputs come again without storing them. */
export function replayable<I>(seed: number, make: (rng: Rng) => I): () => (i: number) => I {
  return () => {
    const rng = new Rng(seed);
    return () => make(rng);
  };
}

/** What a fuzz comparison found: the first disagreement, if any, and how many cases it compared. */
export interface FuzzResult {
  mismatch: string | undefined;
  compared: number;
}

/**
 * Runs `cases` inputs through both functions (skipping those `skip` rejects) and reports the first
 * disagreement: different values, or one throwing when the other does not. Both throwing
 * RangeError agree.
 */
export function fuzzCompare<I extends unknown[]>(
  cases: number,
  make: (i: number) => Readonly<I>,
  ours: (...input: I) => unknown,
  theirs: (...input: I) => unknown,
  skip?: (...input: I) => boolean,
): FuzzResult {
  let compared = 0;
  for (let i = 0; i < cases; i++) {
    const input = make(i) as I;
    if (skip?.(...input)) continue;
    compared += 1;
    const a = outcome(() => ours(...input));
    const b = outcome(() => theirs(...input));
    const agree = 'value' in a ? 'value' in b && same(a.value, b.value) : 'threw' in b && a.threw === 'RangeError' && b.threw === 'RangeError';
    if (!agree) return { mismatch: `case ${i}: input ${show(input)}: WASM ${show(a)} ≠ ${show(b)}`, compared };
  }
  return { mismatch: undefined, compared };
}

/** fuzzCompare's first disagreement only. */
export function firstMismatch<I extends unknown[]>(
  cases: number,
  make: (i: number) => Readonly<I>,
  ours: (...input: I) => unknown,
  theirs: (...input: I) => unknown,
): string | undefined {
  return fuzzCompare(cases, make, ours, theirs).mismatch;
}
