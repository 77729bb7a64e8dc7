/** Genesis: the five v2 venues with the world's pools, through the same actions users send (the v2 seeder's step builders). */
import { formatAsset } from '../../chain/core/asset';
import { DEFAULT_FUSION_RATE, deploySteps } from '../../contracts/v2/seed/deploy';
import { adexPoolPlan, defiboxPoolPlan, fusionPoolPlan, neftyPoolPlan, tacoPoolPlan, type PoolPlan } from '../../contracts/v2/seed/pools';
import { runInGenesis } from '../../contracts/v2/seed/steps';
import type { SeedAsset } from '../../contracts/v2/seed/types';
import { WAX, type WorldToken } from '../catalog';
import type { WorldPlan } from '../plan';
import { V2_PROVIDER } from '../plan/accounts';
import { wax } from '../plan/amounts';
import type { V2PoolPlan } from '../plan/v2';
import { assetOf, sourceOf, transferOf, type GenesisContext } from './context';

/** Whole WAX in WaxFusion's WAX/LSWAX pool. */
const FUSION_DEPTH_WAX = 500_000;

const seedAsset = (token: WorldToken, units: bigint): SeedAsset => ({ contract: token.contract, quantity: formatAsset(assetOf(token, units)) });

function poolSteps(pool: V2PoolPlan): PoolPlan {
  const [a, b] = [seedAsset(pool.token0, pool.amount0), seedAsset(pool.token1, pool.amount1)];
  switch (pool.venue) {
    case 'defibox':
      return defiboxPoolPlan(V2_PROVIDER, pool.number, a, b);
    case 'taco':
      return tacoPoolPlan(V2_PROVIDER, pool.code, a, b);
    case 'neftyblocks':
      return neftyPoolPlan(V2_PROVIDER, pool.number, a, b);
    case 'adex':
      return adexPoolPlan(V2_PROVIDER, pool.number, pool.code, a, b);
  }
}

/** Deploys the venues, funds the provider and opens every planned pool plus WaxFusion's. */
export function seedV2World(g: GenesisContext, plan: WorldPlan): void {
  runInGenesis(g.api, g.block, deploySteps({ seed: plan.seed }));
  g.createAccount(V2_PROVIDER, 'liquidity');
  const lswax = plan.tokens.find((t) => t.code === 'LSWAX' && t.contract === 'token.fusion')!;
  const fusionWax = wax(FUSION_DEPTH_WAX);
  const fusionLswax = (fusionWax * 100_000_000n) / DEFAULT_FUSION_RATE.rateBase;
  const needs = new Map<WorldToken, bigint>([
    [WAX, fusionWax],
    [lswax, fusionLswax],
  ]);
  for (const pool of plan.v2Pools) {
    needs.set(pool.token0, (needs.get(pool.token0) ?? 0n) + pool.amount0);
    needs.set(pool.token1, (needs.get(pool.token1) ?? 0n) + pool.amount1);
  }
  g.pushChunked([...needs].map(([token, units]) => transferOf(token, sourceOf(token), V2_PROVIDER, units, 'v2 pool liquidity')));
  g.advance(1);
  const steps = [...plan.v2Pools.map(poolSteps), fusionPoolPlan(V2_PROVIDER, seedAsset(WAX, fusionWax), seedAsset(lswax, fusionLswax))].flatMap((p) => p.steps);
  runInGenesis(g.api, g.block, steps);
}
