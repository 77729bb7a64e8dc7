/** Seeded random generators for the v3 fuzz tests (test-only; not in the barrel). */

/**
 * Cases per fuzzed function: FUZZ_CASES (or the project-wide FUZZ_RUNS), else `fallback` (25,000 in
 * `npm test`; `npm run fuzz` runs a million).
 */
export function fuzzCases(fallback = 25_000): number {
  for (const name of ['FUZZ_CASES', 'FUZZ_RUNS']) {
    const value = Number(process.env[name]);
    if (Number.isInteger(value) && value > 0) return value;
  }
  return fallback;
}

/** A small, fast, seedable generator (sfc32), so every failure reproduces from its seed. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 16; i += 1) this.next();
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
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

  /** A uniform bigint of exactly `bits` random bits (0 … 2^bits − 1). */
  bits(bits: number): bigint {
    let value = 0n;
    for (let filled = 0; filled < bits; filled += 32) {
      const take = Math.min(32, bits - filled);
      value = (value << BigInt(take)) | BigInt(this.next() >>> (32 - take));
    }
    return value;
  }

  /** A bigint in [0, 2^maxBits) whose bit length is uniform, so small and huge values are both common. */
  bigint(maxBits: number): bigint {
    const length = this.int(0, maxBits);
    return length === 0 ? 0n : (1n << BigInt(length - 1)) | this.bits(length - 1);
  }

  /** A bigint in [min, max]. */
  bigintBetween(min: bigint, max: bigint): bigint {
    const span = max - min + 1n;
    const width = span.toString(2).length + 16;
    return min + (this.bits(width) % span);
  }
}

/** Fails with the first differing case, so 100k comparisons cost one assertion. */
export function firstMismatch<C>(cases: number, make: (i: number) => C, differs: (c: C) => string | undefined): string | undefined {
  for (let i = 0; i < cases; i += 1) {
    const input = make(i);
    const why = differs(input);
    if (why !== undefined) return `case ${i}: ${why}`;
  }
  return undefined;
}
