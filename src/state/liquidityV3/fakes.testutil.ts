/** A WAX/USDT pool and the v3 stores' IO over it, with the real quotes API in this thread (test-only). */
import { vi } from 'vitest';
import { makeAmount } from '../../core/amount';
import type { TokenId } from '../../core/domain';
import { USDT, v3PoolState, WAX } from '../../core/swapRouting/fixtures.testutil';
import type { PoolState } from '../../core/v3';
import type { V3PoolInfo } from '../../services/poolsService';
import { quotesClient } from '../../../workers/quotes.client';
import type { SendActionsRequest } from '../transactions';
import type { LiquidityV3Deps } from './types';

export { USDT, WAX };

/** Pool 0: WAX (A) / USDT (B) at 0.05 USDT, 0.3 %, a full-range position and one around the price. */
export function waxUsdtPool(): PoolState {
  return v3PoolState(3000, 20_000n * 10n ** 8n, 1_000n * 10n ** 4n, 10n ** 12n, [{ lower: -123000, upper: -121200, liquidity: 5n * 10n ** 11n }]);
}

export function poolInfo(state: PoolState, id = 0): V3PoolInfo {
  return {
    id,
    tokenA: WAX,
    tokenB: USDT,
    fee: state.fee,
    tickSpacing: state.tickSpacing,
    tick: state.tick,
    sqrtPriceX64: state.sqrtPriceX64,
    liquidity: state.liquidity,
    feeGrowthGlobalAX64: state.feeGrowthGlobalAX64,
    feeGrowthGlobalBX64: state.feeGrowthGlobalBX64,
    feeProtocol: 0,
    tokenAWaxPrice: 1,
    tokenBWaxPrice: 20,
  };
}

/** The ticks as the service's rows (decimal text). */
const tickRows = (state: PoolState) =>
  state.ticks.map((tick) => ({
    id: tick.index,
    liquidityGross: tick.liquidityGross.toString(),
    liquidityNet: BigInt.asUintN(128, tick.liquidityNet).toString(),
    feeGrowthOutsideAX64: tick.feeGrowthOutsideAX64.toString(),
    feeGrowthOutsideBX64: tick.feeGrowthOutsideBX64.toString(),
  }));

/** Deps over `state`; `chainPrice` is what the chain answers just before signing (the pool's own by default). */
export function fakeDeps(state: PoolState, overrides: Partial<LiquidityV3Deps> = {}) {
  const sent: SendActionsRequest[] = [];
  const balances = new Map<string, bigint>([
    ['WAX', 1_000n * 10n ** 8n],
    ['USDT', 100n * 10n ** 4n],
  ]);
  const deps: LiquidityV3Deps = {
    v3Pools: async () => [poolInfo(state)],
    poolTicks: async () => tickRows(state),
    positionRow: async () => null,
    positionIdOf: async () => null,
    poolPrice: async () => ({ sqrtPriceX64: state.sqrtPriceX64, tick: state.tick, liquidity: state.liquidity }),
    // The best route for one whole input: 1 WAX → 0.0498 USDT after 0.3 % fees, so 0.05 USDT per WAX; back the inverse.
    routeQuote: async (tokenIn) =>
      tokenIn.ticker === 'WAX'
        ? { tokenIn, amountIn: 1_00000000n, fees: 300000n, received: 498n }
        : { tokenIn, amountIn: 1_0000n, fees: 0n, received: 20_00000000n },
    quotes: quotesClient(),
    account: () => 'olivia',
    balanceOf: (token: TokenId) => {
      const units = balances.get(token.ticker);
      return units === undefined ? null : makeAmount(units, token.ticker === 'WAX' ? 8 : 4);
    },
    refreshBalances: vi.fn(async () => undefined),
    sendActions: vi.fn(async (request: SendActionsRequest) => {
      sent.push(request);
      return { ok: true, txIds: ['tx'] };
    }),
    runFetch: (_name, fetcher) => fetcher(),
    slippage: () => 50,
    openLogin: vi.fn(),
    ...overrides,
  };
  return { deps, sent };
}
