/** Swap, add and remove on a PoolState: src/core/v2 maths, the venue-neutral checks, the logs. */
import { amountsForBurn, getAmountOut, lpMinted } from '../../../../src/core/v2';
import { MAX_ASSET_AMOUNT } from '../../../chain/core/asset';
import type { ActionContext } from '../../../chain/exec/framework';
import { takeDeposit } from './deposits';
import { sendLog } from './logs';
import { belowMinimum, DEPOSIT_BOTH, NO_LIQUIDITY, ZERO_BURN, ZERO_MINT, ZERO_OUTPUT } from './messages';
import { lpAsset, requireSide, reserve0Asset, reserve1Asset, type PoolState } from './pool';
import { assetOf, payOut, type ExtSym } from './tokens';

/** A trade through one pool. */
export interface SwapResult {
  readonly pool: PoolState;
  readonly tokenOut: ExtSym;
  readonly amountOut: bigint;
}

function withReserves(ctx: ActionContext, pool: PoolState, reserve0: bigint, reserve1: bigint): PoolState {
  ctx.check(reserve0 <= MAX_ASSET_AMOUNT && reserve1 <= MAX_ASSET_AMOUNT, 'pool reserve overflow');
  return { ...pool, reserve0, reserve1 };
}

/** Trades `amountIn` of `tokenIn` through the pool (fee from the input) and logs it; aborts on a zero output. */
export function swapInPool(ctx: ActionContext, pool: PoolState, tokenIn: ExtSym, amountIn: bigint, trader: string): SwapResult {
  const side = requireSide(ctx, pool, tokenIn);
  const [reserveIn, reserveOut] = side === 0 ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0];
  ctx.check(reserveIn > 0n && reserveOut > 0n, NO_LIQUIDITY);
  const amountOut = getAmountOut(amountIn, reserveIn, reserveOut, pool.fee);
  ctx.check(amountOut > 0n, ZERO_OUTPUT);
  const next =
    side === 0
      ? withReserves(ctx, pool, pool.reserve0 + amountIn, pool.reserve1 - amountOut)
      : withReserves(ctx, pool, pool.reserve0 - amountOut, pool.reserve1 + amountIn);
  const tokenOut = side === 0 ? pool.token1 : pool.token0;
  sendLog(ctx, 'logswap', {
    pool_id: pool.id,
    sender: trader,
    recipient: trader,
    token_in: { quantity: assetOf(tokenIn, amountIn), contract: tokenIn.contract },
    token_out: { quantity: assetOf(tokenOut, amountOut), contract: tokenOut.contract },
    reserve0_after: reserve0Asset(next),
    reserve1_after: reserve1Asset(next),
    fee: pool.fee,
  });
  return { pool: next, tokenOut, amountOut };
}

/** Aborts unless `amount` of `token` reaches the memo's raw minimum. */
export function requireMinimum(ctx: ActionContext, token: ExtSym, amount: bigint, minOutRaw: bigint): void {
  ctx.check(amount >= minOutRaw, belowMinimum(assetOf(token, amount), assetOf(token, minOutRaw)));
}

/** A liquidity change: the new pool, the amounts in pool order and the LP units. */
export interface LiquidityResult {
  readonly pool: PoolState;
  readonly amount0: bigint;
  readonly amount1: bigint;
  readonly liquidity: bigint;
}

/** Spends the owner's whole pending deposits of both tokens (lpMinted: the larger side's excess stays in the pool) and logs the mint. */
export function addToPool(ctx: ActionContext, pool: PoolState, owner: string): LiquidityResult {
  const amount0 = takeDeposit(ctx, owner, pool.token0);
  const amount1 = takeDeposit(ctx, owner, pool.token1);
  ctx.check(amount0 > 0n && amount1 > 0n, DEPOSIT_BOTH);
  const liquidity = lpMinted(amount0, amount1, pool.reserve0, pool.reserve1, pool.supply);
  ctx.check(liquidity > 0n, ZERO_MINT);
  const next = { ...withReserves(ctx, pool, pool.reserve0 + amount0, pool.reserve1 + amount1), supply: pool.supply + liquidity };
  sendLog(ctx, 'logmint', {
    pool_id: pool.id,
    owner,
    amount0: assetOf(pool.token0, amount0),
    amount1: assetOf(pool.token1, amount1),
    liquidity: lpAsset(pool, liquidity),
  });
  return { pool: next, amount0, amount1, liquidity };
}

/** Burns `liquidity` LP units for their share of both reserves (amountsForBurn), pays the owner and logs it. */
export function burnFromPool(ctx: ActionContext, pool: PoolState, owner: string, liquidity: bigint, memo: string): LiquidityResult {
  ctx.check(liquidity > 0n, ZERO_BURN);
  ctx.check(liquidity <= pool.supply, `cannot burn ${liquidity} LP units of pool ${pool.name}'s ${pool.supply}`);
  const { amount0, amount1 } = amountsForBurn(liquidity, pool.reserve0, pool.reserve1, pool.supply);
  const next = { ...pool, reserve0: pool.reserve0 - amount0, reserve1: pool.reserve1 - amount1, supply: pool.supply - liquidity };
  payOut(ctx, pool.token0, owner, amount0, memo);
  payOut(ctx, pool.token1, owner, amount1, memo);
  sendLog(ctx, 'logburn', {
    pool_id: pool.id,
    owner,
    amount0: assetOf(pool.token0, amount0),
    amount1: assetOf(pool.token1, amount1),
    liquidity: lpAsset(pool, liquidity),
  });
  return { pool: next, amount0, amount1, liquidity };
}
