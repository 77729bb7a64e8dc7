/** Swap-test fixtures: a WAX/USDT pool and a TLM/WAX pool with overlapping positions, and a swap checker (test-only). */
import { expect } from 'vitest';
import type { Chain } from '../../chain';
import { decodeLogSwap } from '../../../src/core/actions/alcorv3';
import { encodeSqrtRatioX64, getTickAtSqrtRatio, MAX_TICK, MIN_TICK, nearestUsableTick, swap, type SwapResult } from '../../../src/core/v3';
import { accountedFor, addLiquidity, ALCOR, balance, createPool, logsOf, model, poolRow, swapVia, TLM, tokensOf, units, USDT, WAX } from './alcorv3.testutil';

/** Pool ids of the fixture. */
export interface SwapPools {
  readonly waxUsdt: bigint;
  readonly tlmWax: bigint;
}

/** Six positions per pool: full range, ranges straddling the price, and ranges wholly above and below. */
function ranges(tick: number, spacing: number): [number, number][] {
  const base = Math.floor(tick / spacing) * spacing;
  const s = spacing / 60;
  return [
    [nearestUsableTick(MIN_TICK, spacing), nearestUsableTick(MAX_TICK, spacing)],
    [base - 600 * s, base + 600 * s],
    [base - 1200 * s, base + 240 * s],
    [base - 240 * s, base + 1800 * s],
    [base - 3000 * s, base - 1500 * s],
    [base + 1500 * s, base + 3000 * s],
  ];
}

/** Creates the two pools (fee 3000) with bob's positions. */
export async function setupSwapPools(chain: Chain): Promise<SwapPools> {
  const waxUsdtPrice = encodeSqrtRatioX64(500n, 10n ** 8n);
  const tlmWaxPrice = encodeSqrtRatioX64(2n * 10n ** 7n, 10n ** 4n);
  const waxUsdt = await createPool(chain, 'bob', WAX, USDT, 3000, waxUsdtPrice);
  const tlmWax = await createPool(chain, 'bob', TLM, WAX, 3000, tlmWaxPrice);
  for (const [lower, upper] of ranges(getTickAtSqrtRatio(waxUsdtPrice), 60))
    await addLiquidity(chain, 'bob', poolRow(chain, waxUsdt), lower, upper, 50_000n * 10n ** 8n, 2_500n * 10n ** 4n);
  for (const [lower, upper] of ranges(getTickAtSqrtRatio(tlmWaxPrice), 60))
    await addLiquidity(chain, 'bob', poolRow(chain, tlmWax), lower, upper, 250_000n * 10n ** 4n, 50_000n * 10n ** 8n);
  return { waxUsdt, tlmWax };
}

/**
 * Swaps on one pool as `trader` and checks everything against src/core/v3's prediction: the pool row
 * and tick rows after, the reserves, the trader's balances (exact out sends 1 % extra to see the
 * refund) and the logswap. Returns the prediction.
 */
export async function checkSwap(
  chain: Chain,
  trader: string,
  poolId: bigint,
  zeroForOne: boolean,
  kind: 'swapexactin' | 'swapexactout',
  amount: bigint,
): Promise<SwapResult> {
  const before = poolRow(chain, poolId);
  const predicted = swap(model(chain, poolId), zeroForOne, kind === 'swapexactin' ? amount : -amount);
  const [a, b] = tokensOf(before);
  const [tokenIn, tokenOut] = zeroForOne ? [a, b] : [b, a];
  const [amountIn, amountOut] = zeroForOne ? [predicted.amountA, -predicted.amountB] : [predicted.amountB, -predicted.amountA];
  const sent = kind === 'swapexactin' ? amount : amountIn + amountIn / 100n;
  const wallet = () => [balance(chain, tokenIn, trader), balance(chain, tokenOut, trader)];
  const walletBefore = wallet();
  const result = await swapVia(chain, trader, tokenIn, sent, kind, [poolId], tokenOut, kind === 'swapexactin' ? amountOut : amount);
  expect(model(chain, poolId)).toEqual(predicted.pool);
  const after = poolRow(chain, poolId);
  expect([after.tokenA.quantity.amount, after.tokenB.quantity.amount]).toEqual([
    before.tokenA.quantity.amount + predicted.amountA,
    before.tokenB.quantity.amount + predicted.amountB,
  ]);
  expect(wallet()).toEqual([walletBefore[0]! - amountIn, walletBefore[1]! + amountOut]);
  expect(logsOf(result, 'logswap').map(decodeLogSwap)).toEqual([
    {
      poolId: Number(poolId),
      sender: trader,
      recipient: trader,
      tokenIn: { ...units(amountIn, tokenIn), contract: tokenIn.contract },
      tokenOut: { ...units(amountOut, tokenOut), contract: tokenOut.contract },
      sqrtPriceX64: predicted.sqrtPriceX64,
      tick: predicted.tick,
      liquidity: predicted.liquidity,
      fee: 3000,
      reserveAAfter: units(after.tokenA.quantity.amount, a),
      reserveBAfter: units(after.tokenB.quantity.amount, b),
    },
  ]);
  return predicted;
}

/** The contract's balance of each token equals the pools' reserves plus every deposit. */
export function expectBalancesAccounted(chain: Chain): void {
  for (const token of [WAX, USDT, TLM]) expect(balance(chain, token, ALCOR), token.code).toBe(accountedFor(chain, token, ['alice', 'bob', 'carol', 'dave']));
}
