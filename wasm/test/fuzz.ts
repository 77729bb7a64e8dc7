/** Seeded inputs and comparison helpers for the WASM-vs-reference fuzz tests (test-only). */
import { loadV3Wasm, type V3Wasm } from '../v3';

/** Cases per fuzzed function: FUZZ_CASES, else the project-wide FUZZ_RUNS (`npm run fuzz`), else 100,000. */
export function fuzzCases(fallback = 100_000): number {
  for (const name of ['FUZZ_CASES', 'FUZZ_RUNS']) {
    const value = Number(process.env[name]);
    if (Number.isInteger(value) && value > 0) return value;
  }
  return fallback;
}

/** The WASM maths, loaded once per test file. */
export const wasm: V3Wasm = await loadV3Wasm();

export const MIN_TICK = -443636;
export const MAX_TICK = 443636;
export const MIN_SQRT_RATIO = 4295048017n;
export const MAX_SQRT_RATIO = 79226673515401279992447579062n;
export const MAX_U64 = (1n << 64n) - 1n;
export const MAX_U128 = (1n << 128n) - 1n;
export const MAX_U256 = (1n << 256n) - 1n;

/** mulberry32: small, fast and seedable, so a failure reproduces from its seed and case number. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor((this.next() / 0x1_0000_0000) * (max - min + 1));
  }

  bool(): boolean {
    return (this.next() & 1) === 1;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }

  /** A bigint of `bits` uniform random bits. */
  bits(bits: number): bigint {
    let value = 0n;
    for (let filled = 0; filled < bits; filled += 32) {
      const take = Math.min(32, bits - filled);
      value = (value << BigInt(take)) | BigInt(this.next() >>> (32 - take));
    }
    return value;
  }

  /** A bigint below 2^maxBits whose bit length is uniform, so tiny and huge values are both common. */
  bigint(maxBits: number): bigint {
    const length = this.int(0, maxBits);
    return length === 0 ? 0n : (1n << BigInt(length - 1)) | this.bits(length - 1);
  }

  /** A bigint in [min, max]. */
  between(min: bigint, max: bigint): bigint {
    const span = max - min + 1n;
    return min + (this.bits(span.toString(2).length + 16) % span);
  }

  /** A sqrt price in [MIN_SQRT_RATIO, MAX_SQRT_RATIO]: half uniform, half log-uniform, the bounds now and then. */
  sqrtPrice(): bigint {
    const pinned = this.int(0, 40);
    if (pinned === 0) return MIN_SQRT_RATIO;
    if (pinned === 1) return MAX_SQRT_RATIO;
    return this.bool() ? this.between(MIN_SQRT_RATIO, MAX_SQRT_RATIO) : MIN_SQRT_RATIO + (this.bigint(96) % (MAX_SQRT_RATIO - MIN_SQRT_RATIO));
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
export function firstMismatch<I extends unknown[]>(cases: number, make: (i: number) => Readonly<I>, ours: (...input: I) => unknown, theirs: (...input: I) => unknown): string | undefined {
  return fuzzCompare(cases, make, ours, theirs).mismatch;
}
