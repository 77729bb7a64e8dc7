/** Random parallel paths from TLM to WAX for the split tests (test-only): v2, v3, book and two-hop legs. */
import { makeBookVenue } from './bookVenue';
import type { OraclePath } from './exhaustive.testutil';
import { levels, type SeededRandom, TLM, USDT, v2, v3, WAX } from './fixtures.testutil';
import type { Venue } from './types';

/** One kind of parallel leg. */
export type LegKind = 'v2' | 'v3' | 'book' | 'twoHop';

/** Venues for one leg and the path the oracle follows. */
export interface Leg {
  readonly venues: readonly Venue[];
  readonly path: OraclePath;
}

const units = (value: number): bigint => BigInt(Math.max(1, Math.round(value)));

/** A leg at about `price` WAX per TLM with about `depth` TLM units of liquidity. */
export function makeLeg(kind: LegKind, id: number, price: number, depth: number, rng: SeededRandom): Leg {
  const waxPerTlmUnit = price * 1e4;
  const fee = rng.pick([5, 25, 30, 100]);
  if (kind === 'v2') {
    const venue = v2(String(id), rng.pick(['defibox', 'taco', 'adex', 'neftyblocks'] as const), TLM, WAX, units(depth), units(depth * waxPerTlmUnit), fee);
    return { venues: [venue], path: [[venue, TLM]] };
  }
  if (kind === 'v3') {
    const full = units(depth * Math.sqrt(waxPerTlmUnit));
    const tier = rng.pick([500, 3000, 10000] as const);
    const spacing = tier === 500 ? 10 : tier === 3000 ? 60 : 200;
    const center = Math.round(Math.log(waxPerTlmUnit) / Math.log(1.0001) / spacing) * spacing;
    const ranges = [1, 2, 3].map((width) => ({
      lower: center - width * 10 * spacing,
      upper: center + width * 10 * spacing,
      liquidity: full * BigInt(rng.int(1, 4)),
    }));
    const venue = v3(String(id), TLM, WAX, tier, 10_000n, units(waxPerTlmUnit * 1e4), full, ranges);
    return { venues: [venue], path: [[venue, TLM]] };
  }
  if (kind === 'book') {
    const rows = Array.from({ length: 40 }, (_, j) => {
      const unitPrice = units(price * 1e8 * (1 - 0.002 * j));
      const ask = units((depth / 40) * rng.logUniform(0.3, 3));
      return [unitPrice, (ask * unitPrice) / 10_000n, ask] as const;
    });
    const venue = makeBookVenue({ id: String(id), base: WAX, quote: TLM, bids: levels(rows), asks: [], takerFeeBps: rng.pick([0, 10, 25]) });
    return { venues: [venue], path: [[venue, TLM]] };
  }
  // TLM → USDT → WAX at 0.01 USDT per TLM.
  const first = v2(String(id), 'defibox', TLM, USDT, units(depth), units(depth * 0.01), fee);
  const second = v2(
    String(id + 1),
    'taco',
    USDT,
    WAX,
    units(depth * 0.01 * rng.logUniform(0.5, 4)),
    units(depth * rng.logUniform(0.5, 4) * waxPerTlmUnit),
    fee,
  );
  return {
    venues: [first, second],
    path: [
      [first, TLM],
      [second, USDT],
    ],
  };
}
