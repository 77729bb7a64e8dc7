/**
 * Swaps: a transfer to the contract with a swap memo runs through the memo's pools in order, by
 * src/core/v3's swap. Exact in checks the minimum received; exact out works back from the output
 * hop by hop and refunds the unused input.
 */
import { addAssets, formatAsset, type ActionContext, type AssetValue, type ExtendedAssetValue } from '../../chain';
import type { SwapMemo } from '../../../src/core/actions/alcorv3';
import { findTick, swap, type PoolState, type SwapResult, type TickState } from '../../../src/core/v3';
import { payOut } from './deposits';
import { logSwap } from './logs';
import { cumulativesNow, writeObservation } from './oracle';
import { activePool, checkDeadline, savePool, withReserves } from './pools';
import { coreMath, crossedTick, extendedParts, loadPoolState, poolAfterSwap, sameToken, tokenLabel, withAmount } from './state';
import { tickKey, ticksTable, type PoolRow } from './tables';

/** One pool of the path and the direction the input crosses it. */
interface Hop {
  readonly pool: PoolRow;
  readonly state: PoolState;
  /** Selling token A for B. */
  readonly zeroForOne: boolean;
  readonly tokenIn: ExtendedAssetValue;
  readonly tokenOut: ExtendedAssetValue;
}

/** A hop's swap, computed but not yet applied. */
interface HopSwap {
  readonly hop: Hop;
  readonly result: SwapResult;
  readonly amountIn: bigint;
  readonly amountOut: bigint;
}

function resolvePath(ctx: ActionContext, input: ExtendedAssetValue, memo: SwapMemo): Hop[] {
  ctx.check(new Set(memo.poolIds).size === memo.poolIds.length, 'a pool appears twice in the swap path');
  let token = input;
  const hops = memo.poolIds.map((id) => {
    const pool = activePool(ctx, BigInt(id));
    const zeroForOne = sameToken(pool.tokenA, token);
    ctx.check(zeroForOne || sameToken(pool.tokenB, token), `pool ${id} does not trade ${tokenLabel(token)}`);
    const hop: Hop = {
      pool,
      state: loadPoolState(ctx, pool),
      zeroForOne,
      tokenIn: zeroForOne ? pool.tokenA : pool.tokenB,
      tokenOut: zeroForOne ? pool.tokenB : pool.tokenA,
    };
    token = hop.tokenOut;
    return hop;
  });
  const wanted = memo.asset;
  const endsRight =
    token.contract === wanted.contract && token.quantity.symbol.code === wanted.ticker && token.quantity.symbol.precision === wanted.amount.precision;
  ctx.check(endsRight, `the swap path ends in ${tokenLabel(token)}, not ${wanted.amount.precision},${wanted.ticker}@${wanted.contract}`);
  return hops;
}

function runHop(ctx: ActionContext, hop: Hop, amountSpecified: bigint): HopSwap {
  const result = coreMath(ctx, () => swap(hop.state, hop.zeroForOne, amountSpecified));
  const [amountIn, amountOut] = hop.zeroForOne ? [result.amountA, -result.amountB] : [result.amountB, -result.amountA];
  const filled = amountSpecified > 0n ? amountIn === amountSpecified : amountOut === -amountSpecified;
  ctx.check(filled, `pool ${hop.pool.id} has too little liquidity for this swap`);
  return { hop, result, amountIn, amountOut };
}

function exactIn(ctx: ActionContext, hops: readonly Hop[], amountIn: bigint): HopSwap[] {
  let amount = amountIn;
  return hops.map((hop) => {
    const step = runHop(ctx, hop, amount);
    ctx.check(step.amountOut > 0n, `pool ${hop.pool.id} returns nothing for this input`);
    amount = step.amountOut;
    return step;
  });
}

function exactOut(ctx: ActionContext, hops: readonly Hop[], amountOut: bigint): HopSwap[] {
  let needed = amountOut;
  const steps: HopSwap[] = [];
  for (const hop of [...hops].reverse()) {
    const step = runHop(ctx, hop, -needed);
    steps.unshift(step);
    needed = step.amountIn;
  }
  return steps;
}

/** Writes a computed hop: crossed ticks, oracle, pool row and reserves; then logs it. */
function applyHop(ctx: ActionContext, step: HopSwap, sender: string, recipient: string): void {
  const { pool, zeroForOne } = step.hop;
  const { result } = step;
  if (result.ticksCrossed.length > 0) {
    const now = cumulativesNow(ctx, pool);
    const ticks = ctx.table(ticksTable, pool.id);
    for (const index of result.ticksCrossed) {
      const row = ticks.get(tickKey(index));
      ticks.modify(row, null, crossedTick(row, findTick(result.pool.ticks, index) as TickState, now));
    }
  }
  let next = poolAfterSwap(result.tick !== pool.currSlot.tick ? writeObservation(ctx, pool) : pool, result);
  if (result.protocolFee > 0n) {
    next = zeroForOne
      ? { ...next, protocolFeeA: addAssets(next.protocolFeeA, withAmount(next.protocolFeeA, result.protocolFee)) }
      : { ...next, protocolFeeB: addAssets(next.protocolFeeB, withAmount(next.protocolFeeB, result.protocolFee)) };
  }
  next = withReserves(ctx, next, result.amountA, result.amountB);
  savePool(ctx, pool, next);
  logSwap(ctx, {
    poolId: Number(pool.id),
    sender,
    recipient,
    tokenIn: extendedParts({ ...step.hop.tokenIn, quantity: withAmount(step.hop.tokenIn.quantity, step.amountIn) }),
    tokenOut: extendedParts({ ...step.hop.tokenOut, quantity: withAmount(step.hop.tokenOut.quantity, step.amountOut) }),
    sqrtPriceX64: result.sqrtPriceX64,
    tick: result.tick,
    liquidity: result.liquidity,
    fee: pool.fee,
    reserveAAfter: extendedParts(next.tokenA),
    reserveBAfter: extendedParts(next.tokenB),
  });
}

/** Runs a swap for `quantity` of the notifying token sent by `from`. */
export function swapTransfer(ctx: ActionContext, from: string, quantity: AssetValue, memo: SwapMemo): void {
  checkDeadline(ctx, memo.deadline);
  ctx.check(memo.recipient !== ctx.self && ctx.isAccount(memo.recipient), `recipient ${memo.recipient} is not an account that can receive the output`);
  const hops = resolvePath(ctx, { quantity, contract: ctx.code }, memo);
  const wanted = memo.asset.amount.units;
  const steps = memo.kind === 'swapexactin' ? exactIn(ctx, hops, quantity.amount) : exactOut(ctx, hops, wanted);
  const first = steps[0] as HopSwap;
  const last = steps[steps.length - 1] as HopSwap;
  const received = withAmount(last.hop.tokenOut.quantity, last.amountOut);
  if (memo.kind === 'swapexactin')
    ctx.check(last.amountOut >= wanted, `received ${formatAsset(received)} is below the minimum ${formatAsset(withAmount(received, wanted))}`);
  else
    ctx.check(
      first.amountIn <= quantity.amount,
      `the swap needs ${formatAsset(withAmount(quantity, first.amountIn))}, more than the ${formatAsset(quantity)} sent`,
    );
  for (const step of steps) applyHop(ctx, step, from, step === last ? memo.recipient : ctx.self);
  payOut(ctx, last.hop.tokenOut.contract, memo.recipient, received, 'swap');
  payOut(ctx, ctx.code, from, withAmount(quantity, quantity.amount - first.amountIn), 'refund');
}
