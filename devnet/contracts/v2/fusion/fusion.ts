/**
 * WaxFusion on `dapp.fusion`: the stake → liquify path (staking.ts) and a WAX/LSWAX constant-product
 * pool (pair code `LSWAX`, LP `LSWAXLP` on `lp.waxwing`) so routes can cross in both directions. Memos and
 * action data: src/core/actions/v2/fusion.ts; tables and logs: devnet/CONTRACTS.md.
 */
import { decodeFusionMemo, FUSION_LP_CODE, FUSION_LP_CONTRACT, FUSION_PAIR_CODE } from '../../../../src/core/actions/v2';
import { defaultV2Fee } from '../../../../src/core/v2';
import { nameToU64 } from '../../../chain/core/name';
import { symbolCodeToU64, type AssetValue } from '../../../chain/core/asset';
import { defineContract, type ActionContext } from '../../../chain/exec/framework';
import { depositsTable } from '../shared/deposits';
import { addToPool, burnFromPool, swapInPool } from '../shared/engine';
import { receiveTransfers } from '../shared/incoming';
import { logHandlers, sendLog } from '../shared/logs';
import { createExternalLp, issueExternalLp, retireExternalLp } from '../shared/lpExternal';
import { belowMinimumLiquidity } from '../shared/messages';
import { lpAsset, requireSide, type PoolState } from '../shared/pool';
import { assetOf, type ExtSym } from '../shared/tokens';
import { FUSION_ABI } from './abi';
import { creditStake, liquifyexact, LSWAX, stake, SWAX_SYMBOL, WAX } from './staking';
import { fusionPoolsTable, fusionStateTable, stakersTable, type FusionPoolRow } from './tables';

/** The pool's key in `pools` and `pool_id` in the logs: its pair code `LSWAX` as a symbol_code. */
export const FUSION_POOL_ID = symbolCodeToU64(FUSION_PAIR_CODE);
const FEE = defaultV2Fee('waxfusion');

const poolRow = (ctx: ActionContext): FusionPoolRow => ctx.table(fusionPoolsTable, ctx.self).get(FUSION_POOL_ID, 'dapp.fusion is not initialised');

function poolOf(row: FusionPoolRow): PoolState {
  return {
    id: row.id,
    name: FUSION_PAIR_CODE,
    token0: WAX,
    token1: LSWAX,
    reserve0: row.reserve0.quantity.amount,
    reserve1: row.reserve1.quantity.amount,
    supply: row.supply.amount,
    lpCode: FUSION_LP_CODE,
    fee: FEE,
  };
}

function savePool(ctx: ActionContext, row: FusionPoolRow, pool: PoolState): void {
  const next = {
    ...row,
    reserve0: { ...row.reserve0, quantity: assetOf(WAX, pool.reserve0) },
    reserve1: { ...row.reserve1, quantity: assetOf(LSWAX, pool.reserve1) },
    supply: lpAsset(pool, pool.supply),
  };
  ctx.table(fusionPoolsTable, ctx.self).modify(row, null, next);
}

function init(ctx: ActionContext, { rate_base, growth_per_day }: { rate_base: bigint; growth_per_day: bigint }): void {
  ctx.requireAuth(ctx.self);
  ctx.check(rate_base > 0n, 'rate_base must be positive');
  const states = ctx.table(fusionStateTable, ctx.self);
  ctx.check(states.find(nameToU64('state')) === undefined, 'dapp.fusion is already initialised');
  states.insert(ctx.self, {
    rate_base,
    rate_since: ctx.timeSec(),
    growth_per_day,
    total_staked: assetOf(WAX, 0n),
    total_liquified: { amount: 0n, symbol: SWAX_SYMBOL },
  });
  const empty = (token: ExtSym) => ({ quantity: assetOf(token, 0n), contract: token.contract });
  ctx.table(fusionPoolsTable, ctx.self).insert(ctx.self, {
    id: FUSION_POOL_ID,
    reserve0: empty(WAX),
    reserve1: empty(LSWAX),
    supply: { amount: 0n, symbol: { precision: 0, code: FUSION_LP_CODE } },
  });
  createExternalLp(ctx, FUSION_LP_CONTRACT, FUSION_LP_CODE);
  sendLog(ctx, 'logpool', { pool_id: FUSION_POOL_ID, token0: WAX, token1: LSWAX, fee: FEE, creator: ctx.self });
}

function addliquidity(ctx: ActionContext, { owner, min_liquidity }: { owner: string; min_liquidity: bigint }): void {
  ctx.requireAuth(owner);
  const row = poolRow(ctx);
  const added = addToPool(ctx, poolOf(row), owner);
  ctx.check(added.liquidity >= min_liquidity, belowMinimumLiquidity(lpAsset(added.pool, added.liquidity), lpAsset(added.pool, min_liquidity)));
  savePool(ctx, row, added.pool);
  issueExternalLp(ctx, FUSION_LP_CONTRACT, owner, lpAsset(added.pool, added.liquidity), 'WaxFusion: add liquidity');
}

function removeLiquidity(ctx: ActionContext, owner: string, quantity: AssetValue): void {
  ctx.check(quantity.symbol.code === FUSION_LP_CODE && quantity.symbol.precision === 0, `${quantity.symbol.code} is not the WaxFusion LP token`);
  const row = poolRow(ctx);
  const removed = burnFromPool(ctx, poolOf(row), owner, quantity.amount, 'WaxFusion: remove liquidity');
  savePool(ctx, row, removed.pool);
  retireExternalLp(ctx, FUSION_LP_CONTRACT, quantity, 'WaxFusion: remove liquidity');
}

const received = receiveTransfers({
  venue: 'WaxFusion',
  lp: { contract: FUSION_LP_CONTRACT, remove: removeLiquidity },
  decode: decodeFusionMemo,
  requireListed: (ctx, _memo, token) => requireSide(ctx, poolOf(poolRow(ctx)), token),
  swap: (ctx, { minOutRaw }, trader, token, amount) => {
    const row = poolRow(ctx);
    const hop = swapInPool(ctx, poolOf(row), token, amount, trader);
    savePool(ctx, row, hop.pool);
    return { token: hop.tokenOut, amount: hop.amountOut, minOutRaw };
  },
  // The stake memo: the WAX is credited to the sender's staker row as sWAX.
  other: (ctx, _stake, { from, quantity }, token) => creditStake(ctx, from, token, quantity),
});

// Only the contract may log its own liquify: anyone else would forge trades in the indexer.
const logliquify = (ctx: ActionContext): void => ctx.requireAuth(ctx.self);

/** The WaxFusion contract (deploy on `dapp.fusion`). */
export const fusionContract = defineContract({
  id: 'v2.fusion',
  abi: FUSION_ABI,
  tables: [stakersTable, fusionStateTable, fusionPoolsTable, depositsTable],
  actions: { init, stake, liquifyexact, addliquidity, logliquify, ...logHandlers },
  notifications: { '*::transfer': received },
});
