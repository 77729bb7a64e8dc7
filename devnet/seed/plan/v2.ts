/** The v2 pools of the world: a WAX pool per token on some venues (every token on at least one), cross pairs, and WaxFusion's pool. */
import { lpLetters } from '../../../src/core/actions/v2';
import { WAX, type WorldToken } from '../catalog';
import { Rng } from '../random';
import type { WorldSize } from '../size';
import { unitsForWax, wax } from './amounts';

/** The v2 venues in the order the world fills them. */
export const V2_VENUES = ['defibox', 'taco', 'neftyblocks', 'adex'] as const;
export type V2Venue = (typeof V2_VENUES)[number];

/** One planned pool; token0 is the token the create action names first (the indexer's token0). */
export interface V2PoolPlan {
  readonly venue: V2Venue;
  /** The pair id as memos and the indexer write it: a number, or the pair code on Taco and NeftyBlocks. */
  readonly pairId: string;
  /** Numeric id (Defibox, Adex, NeftyBlocks' creation number); 0 for Taco. */
  readonly number: number;
  /** Taco's pair code or Adex's LP code. */
  readonly code: string;
  readonly token0: WorldToken;
  readonly token1: WorldToken;
  readonly amount0: bigint;
  readonly amount1: bigint;
}

/** Whole WAX of depth for a token's pools: larger for well-known and valuable tokens. */
export function tokenDepthWax(token: WorldToken, rank: number): number {
  if (token.known) return [400_000, 300_000, 150_000, 120_000, 80_000][Math.min(rank, 4)]!;
  const cap = (Number(token.maxSupply) / 10 ** token.precision) * (Number(token.waxPriceE8) / 1e8);
  return Math.min(250_000, Math.max(3_000, cap / 400));
}

function uniqueCode(wanted: string, taken: Set<string>): string {
  let code = wanted.replace(/[^A-Z]/g, '').slice(0, 7);
  for (let n = 1n; taken.has(code) || code.length === 0; n++) code = `${wanted.slice(0, 3)}${lpLetters(n)}`.slice(0, 7);
  taken.add(code);
  return code;
}

/** Plans every v2 pool (deterministic from the seed). */
export function planV2Pools(seed: string, size: WorldSize, tokens: readonly WorldToken[]): V2PoolPlan[] {
  const rng = new Rng(seed, 'world:v2');
  const others = tokens.filter((t) => t !== WAX);
  const counters = { defibox: 0, taco: 0, neftyblocks: 0, adex: 0 };
  const tacoCodes = new Set<string>();
  const pools: V2PoolPlan[] = [];
  const add = (venue: V2Venue, a: WorldToken, b: WorldToken, depthWax: number) => {
    // Venues quote a little apart (±0.5 %), so routes and splits have something to choose.
    const skew = BigInt(rng.int(9_950, 10_050));
    const amount0 = a === WAX ? wax(depthWax) : unitsForWax(a, wax(depthWax), skew);
    const amount1 = b === WAX ? wax(depthWax) : unitsForWax(b, wax(depthWax), a === WAX ? skew : 10_000n);
    if (amount0 < 1_000n || amount1 < 1_000n) return;
    // Numbered only once kept: the venues give ids in creation order, so a skipped pool must not leave a gap.
    const number = (counters[venue] += 1);
    const code =
      venue === 'taco' ? uniqueCode(`${a.code.slice(0, 4)}${b.code.slice(0, 3)}`, tacoCodes) : venue === 'adex' ? `ADX${lpLetters(BigInt(number))}` : '';
    const pairId = venue === 'taco' ? code : venue === 'neftyblocks' ? `NLP${lpLetters(BigInt(number))}` : String(number);
    pools.push({ venue, pairId, number, code, token0: a, token1: b, amount0, amount1 });
  };
  // Defibox lists every token; the other venues the head of the list (the busier tokens) plus a seeded sample.
  others.forEach((token, rank) => add('defibox', WAX, token, tokenDepthWax(token, rank)));
  V2_VENUES.slice(1).forEach((venue, v) => {
    const quota = size.v2Venues[v]!;
    const chosen = [...others.slice(0, Math.ceil(quota / 2)), ...others.slice(Math.ceil(quota / 2)).filter(() => rng.chance(0.5))].slice(0, quota);
    chosen.forEach((token, rank) => add(venue, WAX, token, tokenDepthWax(token, rank) * 0.6));
  });
  const usdt = others.find((t) => t.code === 'USDT')!;
  const tlm = others.find((t) => t.code === 'TLM')!;
  for (let i = 0; i < size.v2Cross; i++) {
    const token = others[2 + i]!;
    const quote = i % 2 === 0 ? usdt : tlm;
    if (token === quote || token === usdt) continue;
    add(i % 4 < 2 ? 'defibox' : 'taco', token, quote, tokenDepthWax(token, 5) / 3);
  }
  return pools;
}
