/**
 * One pool with liquidity, for each venue, through the same actions a user sends (memos and data
 * from src/core/actions/v2). The step builders take the id the pool will get, so a plan needs no
 * table reads (genesis); the `seed…Pool` wrappers read the next id from a live chain and run them.
 * The provider must hold both amounts.
 */
import {
  adexAddLiquidityData,
  ADEX_CONTRACT,
  defiboxCreatePairData,
  defiboxDepositData,
  defiboxLpCode,
  DEFIBOX_CONTRACT,
  DEFIBOX_LP_CONTRACT,
  encodeAdexDepositMemo,
  encodeDefiboxDepositMemo,
  encodeNeftyDepositMemo,
  fusionAddLiquidityData,
  FUSION_CONTRACT,
  FUSION_DEPOSIT_MEMO,
  FUSION_LP_CODE,
  FUSION_LP_CONTRACT,
  FUSION_PAIR_CODE,
  neftyAddLiquidityData,
  neftyCreatePairData,
  NEFTY_CONTRACT,
  NEFTY_LP_CONTRACT,
  tacoAddLiquidityData,
  TACO_CONTRACT,
  TACO_DEPOSIT_MEMO,
} from '../../../../src/core/actions/v2';
import type { Token } from '../../../../src/core/domain';
import type { ActionInput, Chain } from '../../../chain';
import { adexPoolsTable } from '../adex/tables';
import { defiboxPairsTable } from '../defibox/tables';
import { neftyPairCode } from '../nefty/nefty';
import { neftyPairsTable } from '../nefty/tables';
import { runOnChain, type SeedStep } from './steps';
import { seedSymbol, seedValue, transferAction, type PoolRef, type SeedAsset } from './types';

/** Steps that build one pool, and the pool they build. */
export interface PoolPlan {
  readonly steps: SeedStep[];
  readonly pool: PoolRef;
}

function partsOf(asset: SeedAsset): Token {
  const { symbol } = seedValue(asset);
  return { ticker: symbol.code, precision: symbol.precision, contract: asset.contract };
}

const call = (contract: string, name: string, actor: string, data: unknown): ActionInput => ({
  account: contract,
  name,
  authorization: [`${actor}@active`],
  data,
});
const nextId = (next: bigint): number => Number(next === 0n ? 1n : next);

/** Defibox pair `id` (ids count from 1): createpair by the provider, both deposits, deposit{}. */
export function defiboxPoolPlan(provider: string, id: number, a: SeedAsset, b: SeedAsset): PoolPlan {
  const memo = encodeDefiboxDepositMemo(id);
  const steps = [
    { actions: [call(DEFIBOX_CONTRACT, 'createpair', provider, defiboxCreatePairData(provider, partsOf(a), partsOf(b)))] },
    {
      actions: [
        transferAction(a, provider, DEFIBOX_CONTRACT, memo),
        transferAction(b, provider, DEFIBOX_CONTRACT, memo),
        call(DEFIBOX_CONTRACT, 'deposit', provider, defiboxDepositData(provider, id)),
      ],
    },
  ];
  return {
    steps,
    pool: {
      venue: 'defibox',
      contract: DEFIBOX_CONTRACT,
      poolId: String(id),
      token0: a,
      token1: b,
      lp: { contract: DEFIBOX_LP_CONTRACT, code: defiboxLpCode(id) },
    },
  };
}

/** Taco pair `code`: newpair (an admin action of swap.taco), both deposits, addliquidity. */
export function tacoPoolPlan(provider: string, code: string, a: SeedAsset, b: SeedAsset): PoolPlan {
  const steps = [
    { actions: [call(TACO_CONTRACT, 'newpair', TACO_CONTRACT, { id: code, token1: seedSymbol(a), token2: seedSymbol(b) })] },
    {
      actions: [
        transferAction(a, provider, TACO_CONTRACT, TACO_DEPOSIT_MEMO),
        transferAction(b, provider, TACO_CONTRACT, TACO_DEPOSIT_MEMO),
        call(TACO_CONTRACT, 'addliquidity', provider, tacoAddLiquidityData(provider, code, 0n)),
      ],
    },
  ];
  return { steps, pool: { venue: 'taco', contract: TACO_CONTRACT, poolId: code, token0: a, token1: b, lp: { contract: TACO_CONTRACT, code } } };
}

/** The NeftyBlocks pair created `n`-th (from 1, code neftyPairCode(n)): createpair by the provider, both deposits, addliquidity. */
export function neftyPoolPlan(provider: string, n: number, a: SeedAsset, b: SeedAsset): PoolPlan {
  const [partsA, partsB] = [partsOf(a), partsOf(b)];
  const memo = encodeNeftyDepositMemo(partsA, partsB);
  const code = neftyPairCode(n);
  const steps = [
    { actions: [call(NEFTY_CONTRACT, 'createpair', provider, neftyCreatePairData(provider, partsA, partsB))] },
    {
      actions: [
        transferAction(a, provider, NEFTY_CONTRACT, memo),
        transferAction(b, provider, NEFTY_CONTRACT, memo),
        call(NEFTY_CONTRACT, 'addliquidity', provider, neftyAddLiquidityData(provider, partsA, partsB)),
      ],
    },
  ];
  return { steps, pool: { venue: 'neftyblocks', contract: NEFTY_CONTRACT, poolId: code, token0: a, token1: b, lp: { contract: NEFTY_LP_CONTRACT, code } } };
}

/** Adex pool `id` with LP symbol `code` and fee: newpool (an admin action of swap.adex), both deposits, addliquidity. */
export function adexPoolPlan(provider: string, id: number, code: string, a: SeedAsset, b: SeedAsset, feeBps = 25): PoolPlan {
  const memo = encodeAdexDepositMemo(id);
  const steps = [
    { actions: [call(ADEX_CONTRACT, 'newpool', ADEX_CONTRACT, { code, base: seedSymbol(a), quote: seedSymbol(b), pool_fee: feeBps })] },
    {
      actions: [
        transferAction(a, provider, ADEX_CONTRACT, memo),
        transferAction(b, provider, ADEX_CONTRACT, memo),
        call(ADEX_CONTRACT, 'addliquidity', provider, adexAddLiquidityData(provider, id, 0n)),
      ],
    },
  ];
  return { steps, pool: { venue: 'adex', contract: ADEX_CONTRACT, poolId: String(id), token0: a, token1: b, lp: { contract: ADEX_CONTRACT, code } } };
}

/** WaxFusion's pool (created by the deployment): both deposits, addliquidity. */
export function fusionPoolPlan(provider: string, wax: SeedAsset, lswax: SeedAsset): PoolPlan {
  const steps = [
    {
      actions: [
        transferAction(wax, provider, FUSION_CONTRACT, FUSION_DEPOSIT_MEMO),
        transferAction(lswax, provider, FUSION_CONTRACT, FUSION_DEPOSIT_MEMO),
        call(FUSION_CONTRACT, 'addliquidity', provider, fusionAddLiquidityData(provider, 0n)),
      ],
    },
  ];
  return {
    steps,
    pool: {
      venue: 'waxfusion',
      contract: FUSION_CONTRACT,
      poolId: FUSION_PAIR_CODE,
      token0: wax,
      token1: lswax,
      lp: { contract: FUSION_LP_CONTRACT, code: FUSION_LP_CODE },
    },
  };
}

async function run(chain: Chain, plan: PoolPlan): Promise<PoolRef> {
  await runOnChain(chain, plan.steps);
  return plan.pool;
}

/** Creates a Defibox pair on a live chain (the provider is the creator) and adds both amounts. */
export function seedDefiboxPool(chain: Chain, provider: string, a: SeedAsset, b: SeedAsset): Promise<PoolRef> {
  return run(chain, defiboxPoolPlan(provider, nextId(chain.table(DEFIBOX_CONTRACT, defiboxPairsTable, DEFIBOX_CONTRACT).availablePrimaryKey()), a, b));
}

/** Lists a Taco pair under `code` on a live chain and adds both amounts. */
export function seedTacoPool(chain: Chain, provider: string, code: string, a: SeedAsset, b: SeedAsset): Promise<PoolRef> {
  return run(chain, tacoPoolPlan(provider, code, a, b));
}

/** Creates a NeftyBlocks pair on a live chain (the provider is the creator) and adds both amounts. */
export function seedNeftyPool(chain: Chain, provider: string, a: SeedAsset, b: SeedAsset): Promise<PoolRef> {
  return run(chain, neftyPoolPlan(provider, chain.table(NEFTY_CONTRACT, neftyPairsTable, NEFTY_CONTRACT).count() + 1, a, b));
}

/** Lists an Adex pool with LP symbol `code` on a live chain and adds both amounts. */
export function seedAdexPool(chain: Chain, provider: string, code: string, a: SeedAsset, b: SeedAsset, feeBps = 25): Promise<PoolRef> {
  return run(chain, adexPoolPlan(provider, nextId(chain.table(ADEX_CONTRACT, adexPoolsTable, ADEX_CONTRACT).availablePrimaryKey()), code, a, b, feeBps));
}

/** Adds WAX and LSWAX to WaxFusion's pool on a live chain. */
export function seedFusionPool(chain: Chain, provider: string, wax: SeedAsset, lswax: SeedAsset): Promise<PoolRef> {
  return run(chain, fusionPoolPlan(provider, wax, lswax));
}
