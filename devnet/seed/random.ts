/** Deterministic randomness for the seeded world: one stream per purpose, so adding a token never reshuffles the books. */
import { seededRandom } from '../chain/genesis/keys';

const HEX_BYTES = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** A seeded stream of numbers with the draws the world needs. */
export class Rng {
  private readonly next: () => number;

  constructor(seed: string, label: string) {
    this.next = seededRandom(seed, label);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Uniform integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Log-uniform in [lo, hi]: prices and sizes spread over orders of magnitude. */
  logUniform(lo: number, hi: number): number {
    return Math.exp(Math.log(lo) + this.next() * (Math.log(hi) - Math.log(lo)));
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** A random lower-case hex string of `length` digits (a million transaction ids must stay cheap). */
  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 2) out += HEX_BYTES[Math.floor(this.next() * 256)];
    return out.slice(0, length);
  }
}

/** Zipf-like weights 1/(rank+1)^s: a few busy items and a long quiet tail. */
export function zipfWeights(count: number, s = 1): number[] {
  return Array.from({ length: count }, (_, rank) => 1 / (rank + 1) ** s);
}

/** A sampler over fixed weights (cumulative table + binary search). */
export function weightedSampler(weights: readonly number[]): (u: number) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) cumulative.push((total += w));
  return (u) => {
    const target = u * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! <= target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
