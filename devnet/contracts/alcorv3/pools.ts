/** createpool and pool lookups. */
import { addAssets, formatAsset, statTable, subAssets, symbolCodeToU64, type ActionContext, type AssetValue, type ExtendedAssetValue } from '../../chain';
import { FEE_TIERS, getTickAtSqrtRatio, MAX_SQRT_RATIO, MIN_SQRT_RATIO, sortsBefore } from '../../../src/core/v3';
import { logPool } from './logs';
import { initialObservation } from './oracle';
import { sameToken, tokenLabel, withAmount } from './state';
import { observationsTable, poolsTable, type PoolRow } from './tables';
import { maxLiquidityPerTick } from './ticks';

/** createpool's data as the chain decodes it. */
export interface CreatePoolArgs {
  readonly account: string;
  readonly tokenA: ExtendedAssetValue;
  readonly tokenB: ExtendedAssetValue;
  readonly sqrtPriceX64: bigint;
  readonly fee: number;
}

/** The active pool with this id; aborts otherwise. */
export function activePool(ctx: ActionContext, poolId: bigint): PoolRow {
  const pool = ctx.table(poolsTable, ctx.self).get(poolId, `pool ${poolId} does not exist`);
  ctx.check(pool.active, `pool ${poolId} is not active`);
  return pool;
}

/** Aborts when a deadline (unix seconds, 0 = none) has passed. */
export function checkDeadline(ctx: ActionContext, deadline: number): void {
  ctx.check(deadline === 0 || ctx.timeSec() <= deadline, `deadline ${deadline} has passed`);
}

/** Replaces a pool row. */
export function savePool(ctx: ActionContext, before: PoolRow, after: PoolRow): void {
  ctx.table(poolsTable, ctx.self).modify(before, null, after);
}

/** The pool with reserves moved by signed amounts of A and B; a reserve never goes below zero. */
export function withReserves(ctx: ActionContext, pool: PoolRow, deltaA: bigint, deltaB: bigint): PoolRow {
  const move = (reserve: AssetValue, delta: bigint): AssetValue => {
    ctx.check(reserve.amount + delta >= 0n, `pool ${pool.id} holds only ${formatAsset(reserve)}`);
    return delta >= 0n ? addAssets(reserve, withAmount(reserve, delta)) : subAssets(reserve, withAmount(reserve, -delta));
  };
  return {
    ...pool,
    tokenA: { ...pool.tokenA, quantity: move(pool.tokenA.quantity, deltaA) },
    tokenB: { ...pool.tokenB, quantity: move(pool.tokenB.quantity, deltaB) },
  };
}

function checkToken(ctx: ActionContext, token: ExtendedAssetValue, which: string): void {
  const code = symbolCodeToU64(token.quantity.symbol.code);
  const stat = ctx.isAccount(token.contract) ? ctx.readTable(token.contract, statTable, code).find(code) : undefined;
  ctx.check(stat, `token ${which} ${tokenLabel(token)} does not exist`);
  ctx.check(
    stat.supply.symbol.precision === token.quantity.symbol.precision,
    `token ${which} ${tokenLabel(token)} has the wrong precision (${stat.supply.symbol.precision})`,
  );
  ctx.check(token.quantity.amount === 0n, `token ${which} quantity must be zero: liquidity comes with addliquid`);
}

const poolToken = (t: ExtendedAssetValue) => ({ contract: t.contract, code: t.quantity.symbol.code, precision: t.quantity.symbol.precision });

/** createpool: a new pool of two tokens at a starting price, one per pair and fee tier. */
export function createpool(ctx: ActionContext, { account, tokenA, tokenB, sqrtPriceX64, fee }: CreatePoolArgs): void {
  ctx.requireAuth(account);
  const tickSpacing = FEE_TIERS[fee];
  ctx.check(tickSpacing !== undefined, `fee ${fee} is not a fee tier (500, 3000 or 10000)`);
  ctx.check(!sameToken(tokenA, tokenB), 'tokenA and tokenB must differ');
  // The pair's order fixes what sqrtPriceX64 means (√ B per A), so an unsorted pair is refused, never flipped.
  ctx.check(
    sortsBefore(poolToken(tokenA), poolToken(tokenB)),
    `tokenA ${tokenLabel(tokenA)} must sort before tokenB ${tokenLabel(tokenB)} (by contract name, then by symbol): swap them and invert the price`,
  );
  checkToken(ctx, tokenA, 'A');
  checkToken(ctx, tokenB, 'B');
  ctx.check(sqrtPriceX64 >= MIN_SQRT_RATIO && sqrtPriceX64 < MAX_SQRT_RATIO, `sqrtPriceX64 must be in [${MIN_SQRT_RATIO}, ${MAX_SQRT_RATIO})`);
  const pools = ctx.table(poolsTable, ctx.self);
  for (const p of pools.rows()) {
    const samePair = (sameToken(p.tokenA, tokenA) && sameToken(p.tokenB, tokenB)) || (sameToken(p.tokenA, tokenB) && sameToken(p.tokenB, tokenA));
    ctx.check(!(samePair && p.fee === fee), `pool ${p.id} already trades this pair with fee ${fee}`);
  }
  const time = ctx.timeSec();
  const id = pools.availablePrimaryKey();
  pools.insert(account, {
    id,
    active: true,
    tokenA,
    tokenB,
    fee,
    feeProtocol: 0,
    tickSpacing,
    maxLiquidityPerTick: maxLiquidityPerTick(tickSpacing),
    currSlot: { sqrtPriceX64, tick: getTickAtSqrtRatio(sqrtPriceX64), lastObservationTimestamp: time, currentObservationNum: 1, maxObservationNum: 1 },
    feeGrowthGlobalAX64: 0n,
    feeGrowthGlobalBX64: 0n,
    protocolFeeA: withAmount(tokenA.quantity, 0n),
    protocolFeeB: withAmount(tokenB.quantity, 0n),
    liquidity: 0n,
  });
  ctx.table(observationsTable, id).insert(account, initialObservation(time));
  const symbolOf = (t: ExtendedAssetValue) => ({ ticker: t.quantity.symbol.code, precision: t.quantity.symbol.precision, contract: t.contract });
  logPool(ctx, { poolId: Number(id), token0: symbolOf(tokenA), token1: symbolOf(tokenB), fee, creator: account });
}
