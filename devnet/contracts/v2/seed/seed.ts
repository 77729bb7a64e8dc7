/**
 * The v2 world: deploys the five venues and gives each token a WAX pool on every venue (different
 * depths and slightly different prices, so routes and splits differ), a Defibox cross pair for
 * multi-hop routes, and WaxFusion's WAX/LSWAX pool. Run once on a fresh chain (seedV2Venues) or in
 * a genesis extension (seedV2Genesis).
 */
import { amountFromDecimalString, pow10 } from '../../../../src/core/amount';
import { deriveKey, type Chain, type GenesisApi } from '../../../chain';
import { formatAsset, parseSymbol } from '../../../chain/core/asset';
import { DEFAULT_FUSION_RATE, deploySteps, type DeployV2Options } from './deploy';
import { adexPoolPlan, defiboxPoolPlan, fusionPoolPlan, neftyPoolPlan, tacoPoolPlan, type PoolPlan } from './pools';
import { runInGenesis, runOnChain, type SeedStep } from './steps';
import { transferAction, type PoolRef, type SeedAsset } from './types';

/** A token to list: its contract, symbol ("4,TLM"), the account that holds its supply, and its price in WAX per whole token. */
export interface V2SeedToken {
  readonly contract: string;
  readonly symbol: string;
  readonly issuer: string;
  /** WAX per whole token, a decimal with at most 8 places ("0.2"). */
  readonly waxPrice: string;
}

/** The genesis tokens (devnet/seed/genesis/fixed.ts) at the prices swap.alcor's seed uses (WAX = 0.05 USDT). */
export const DEFAULT_V2_SEED_TOKENS: readonly V2SeedToken[] = [
  { contract: 'alien.worlds', symbol: '4,TLM', issuer: 'alien.worlds', waxPrice: '0.2' },
  { contract: 'usdt.alcor', symbol: '4,USDT', issuer: 'usdt.alcor', waxPrice: '20' },
  { contract: 'token.nefty', symbol: '8,NEFTY', issuer: 'token.nefty', waxPrice: '0.08' },
  { contract: 'e.rplanet', symbol: '4,AETHER', issuer: 'e.rplanet', waxPrice: '0.012' },
  { contract: 'wombattokens', symbol: '4,WOMBAT', issuer: 'wombattokens', waxPrice: '0.04' },
];

/** Whole WAX per pool and price skew (bps of the token's price) per venue. */
const VENUES = [
  { venue: 'defibox', depth: 300_000n, skew: 10_000n },
  { venue: 'taco', depth: 200_000n, skew: 10_040n },
  { venue: 'neftyblocks', depth: 120_000n, skew: 9_960n },
  { venue: 'adex', depth: 80_000n, skew: 10_020n },
] as const;
const CROSS_DEPTH = 100_000n;
const FUSION_DEPTH = 500_000n;
const WAX_UNITS = pow10(8);

/** Options of the v2 seeders. */
export interface SeedV2Options extends DeployV2Options {
  /** The account that provides every pool's liquidity (default "poolprovider"), created and funded by the seeder. */
  readonly provider?: string;
}

const waxAsset = (whole: bigint): SeedAsset => ({
  contract: 'eosio.token',
  quantity: formatAsset({ amount: whole * WAX_UNITS, symbol: { precision: 8, code: 'WAX' } }),
});

/** The token amount worth `waxWhole` WAX at the token's price × skew / 10000. */
function tokenFor(token: V2SeedToken, waxWhole: bigint, skewBps: bigint): SeedAsset {
  const symbol = parseSymbol(token.symbol);
  const priceUnits = amountFromDecimalString(token.waxPrice, 8).units;
  const amount = (waxWhole * WAX_UNITS * pow10(symbol.precision) * 10_000n) / (priceUnits * skewBps);
  return { contract: token.contract, quantity: formatAsset({ amount, symbol }) };
}

/** The whole plan on a chain where no v2 pool exists yet: deployment, funding, pools; and the pools it makes. */
export function v2SeedPlan(tokens: readonly V2SeedToken[] = DEFAULT_V2_SEED_TOKENS, options: SeedV2Options = {}): { steps: SeedStep[]; pools: PoolRef[] } {
  const provider = options.provider ?? 'poolprovider';
  const rate = options.fusionRate ?? DEFAULT_FUSION_RATE;
  const plans: PoolPlan[] = [];
  const funding: (SeedAsset & { from: string })[] = [];
  tokens.forEach((token, i) => {
    const ticker = parseSymbol(token.symbol).code;
    for (const { venue, depth, skew } of VENUES) {
      const [wax, other] = [waxAsset(depth), tokenFor(token, depth, skew)];
      funding.push({ ...wax, from: 'eosio' }, { ...other, from: token.issuer });
      if (venue === 'defibox') plans.push(defiboxPoolPlan(provider, i + 1, wax, other));
      if (venue === 'taco') plans.push(tacoPoolPlan(provider, `${ticker.slice(0, 4)}WAX`, wax, other));
      if (venue === 'neftyblocks') plans.push(neftyPoolPlan(provider, i + 1, wax, other));
      if (venue === 'adex') plans.push(adexPoolPlan(provider, i + 1, `A${ticker.slice(0, 3)}WAX`, wax, other));
    }
  });
  const [first, second] = tokens;
  if (first && second) {
    const [a, b] = [tokenFor(first, CROSS_DEPTH, 10_000n), tokenFor(second, CROSS_DEPTH, 10_000n)];
    funding.push({ ...a, from: first.issuer }, { ...b, from: second.issuer });
    plans.push(defiboxPoolPlan(provider, tokens.length + 1, a, b));
  }
  const lswax: SeedAsset = {
    contract: 'token.fusion',
    quantity: formatAsset({ amount: (FUSION_DEPTH * WAX_UNITS * WAX_UNITS) / rate.rateBase, symbol: { precision: 8, code: 'LSWAX' } }),
  };
  funding.push({ ...waxAsset(FUSION_DEPTH), from: 'eosio' }, { ...lswax, from: 'token.fusion' });
  plans.push(fusionPoolPlan(provider, waxAsset(FUSION_DEPTH), lswax));

  const steps: SeedStep[] = [
    ...deploySteps(options),
    { account: provider, publicKey: deriveKey(options.seed ?? 'waxwing', `v2:${provider}`).publicKey },
    { actions: funding.map((asset) => transferAction(asset, asset.from, provider, 'v2 pool liquidity')) },
    ...plans.flatMap((plan) => plan.steps),
  ];
  return { steps, pools: plans.map((plan) => plan.pool) };
}

/** Deploys the v2 venues on a live chain without v2 pools and seeds them; returns every pool created. */
export async function seedV2Venues(chain: Chain, tokens: readonly V2SeedToken[] = DEFAULT_V2_SEED_TOKENS, options: SeedV2Options = {}): Promise<PoolRef[]> {
  const { steps, pools } = v2SeedPlan(tokens, options);
  await runOnChain(chain, steps);
  return pools;
}

/** The same inside a genesis extension (`createChain({ genesis })`), all in `blockNum`. */
export function seedV2Genesis(
  api: GenesisApi,
  blockNum: number,
  tokens: readonly V2SeedToken[] = DEFAULT_V2_SEED_TOKENS,
  options: SeedV2Options = {},
): PoolRef[] {
  const { steps, pools } = v2SeedPlan(tokens, { seed: api.seed, ...options });
  runInGenesis(api, blockNum, steps);
  return pools;
}
