/**
 * Token price histories in WAX: a daily geometric random walk for each token that ends exactly at
 * the world's current price, so every pair's history (the ratio of its two tokens) ends at the
 * price its pools and books hold now, and venues of one pair never drift apart.
 */
import { tokenKey, WAX, type WorldToken } from '../catalog';
import { Rng } from '../random';

/** WAX per whole token at any instant within the history. */
export interface PricePaths {
  /** A token's price function (WAX and unknown tokens are worth 1): look it up once, call it per trade. */
  of(token: { contract: string; code: string }): (timeMs: number) => number;
}

const DAY_MS = 86_400_000;

/** Builds the paths over `days` days ending at `endMs`. */
export function buildPricePaths(seed: string, tokens: readonly WorldToken[], endMs: number, days: number): PricePaths {
  const daily = new Map<string, Float64Array>();
  for (const token of tokens) {
    if (token === WAX) continue;
    const rng = new Rng(seed, `world:path:${tokenKey(token)}`);
    // Daily volatility 2–7 %, a small drift; walked backwards from today's price.
    const sigma = token.known ? 0.02 + rng.float() * 0.02 : 0.03 + rng.float() * 0.04;
    const drift = (rng.float() - 0.45) * 0.004;
    const points = new Float64Array(days + 2);
    points[days + 1] = Number(token.waxPriceE8) / 1e8;
    for (let d = days; d >= 0; d--) points[d] = points[d + 1]! / Math.exp(drift + sigma * rng.normal());
    // Today's close is today's price: the last point stays exact.
    daily.set(tokenKey(token), points);
  }
  const startMs = endMs - (days + 1) * DAY_MS;
  const priceAt = (points: Float64Array, timeMs: number): number => {
    const x = Math.min(days + 1, Math.max(0, (timeMs - startMs) / DAY_MS));
    const day = Math.min(days, Math.floor(x));
    const frac = x - day;
    // Geometric interpolation between daily points, with an intraday wiggle that vanishes at both ends.
    const wiggle = 1 + 0.004 * Math.sin(frac * Math.PI * 6 + day) * Math.sin(frac * Math.PI);
    return points[day]! ** (1 - frac) * points[day + 1]! ** frac * wiggle;
  };
  return {
    of(token) {
      const points = daily.get(`${token.code}_${token.contract}`);
      return points === undefined ? () => 1 : (timeMs) => priceAt(points, timeMs);
    },
  };
}
