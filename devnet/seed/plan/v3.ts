/** The concentrated (v3) pools of the world, in the shape swap.alcor's seeder takes: every fee tier, well-known and generated tokens. */
import type { SeedPool, SeedToken } from '../../contracts/alcorv3/seed';
import { WAX, type WorldToken } from '../catalog';
import { Rng } from '../random';
import type { WorldSize } from '../size';
import { priceText } from './amounts';
import { tokenDepthWax } from './v2';

type Fee = SeedPool['fee'];

const seedToken = (t: WorldToken): SeedToken => ({ contract: t.contract, code: t.code, precision: t.precision });

/** A pool of A priced in B, with `depthWax` whole WAX of value per position (six positions each). */
function pool(a: WorldToken, b: WorldToken, fee: Fee, depthWax: number): SeedPool {
  // depth is counted in whole B: WAX value / B's price.
  const depthB = b === WAX ? depthWax : depthWax / (Number(b.waxPriceE8) / 1e8);
  return { tokenA: seedToken(a), tokenB: seedToken(b), fee, price: priceText(a, b), depth: String(Math.max(1, Math.round(depthB))) };
}

/** The v3 pools, deterministic from the seed: fixed pools on the well-known tokens, then generated tokens. */
export function planV3Pools(seed: string, size: WorldSize, tokens: readonly WorldToken[]): SeedPool[] {
  const rng = new Rng(seed, 'world:v3');
  const by = (code: string) => tokens.find((t) => t.code === code && t.known)!;
  const [usdt, tlm] = [by('USDT'), by('TLM')];
  const pools: SeedPool[] = [
    pool(WAX, usdt, 3000, 20_000),
    pool(WAX, usdt, 500, 8_000),
    pool(tlm, WAX, 3000, 40_000),
    pool(tlm, WAX, 10000, 10_000),
    pool(tlm, usdt, 3000, 5_000),
    pool(by('LSWAX'), WAX, 500, 25_000),
    pool(by('NEFTY'), WAX, 10000, 6_000),
  ];
  const taken = new Set(pools.map((p) => `${p.tokenA.code}@${p.tokenA.contract}/${p.tokenB.code}@${p.tokenB.contract}/${p.fee}`));
  const others = tokens.filter((t) => t !== WAX && t !== usdt && t !== tlm && t.code !== 'LSWAX');
  for (const [rank, token] of others.entries()) {
    if (pools.length >= size.v3Pools) break;
    const fee: Fee = rng.chance(0.15) ? 500 : rng.chance(0.6) ? 3000 : 10000;
    const versus = rank % 7 === 6 ? usdt : WAX;
    // Tokens whose price in the other token has no room for ticks (far below 1e-12) stay on v2 only.
    if (priceText(token, versus) === '0') continue;
    const key = `${token.code}@${token.contract}/${versus.code}@${versus.contract}/${fee}`;
    if (taken.has(key)) continue;
    taken.add(key);
    pools.push(pool(token, versus, fee, Math.max(500, tokenDepthWax(token, rank) / 8)));
  }
  return pools;
}
