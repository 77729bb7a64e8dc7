/**
 * The WASM fast path of the v3 (Q64.64) maths: the same functions, names, arguments and results as
 * the bigint reference in src/core/v3, computed by wasm/build/v3.wasm (built from wasm/assembly by
 * wasm/build.mjs). Load it once with loadV3Wasm(); the whole-pool swap runs entirely in WASM.
 *
 * Domain: every unsigned argument must lie in [0, 2^256) and every result must fit 256 bits (the
 * contract's FullMath); a pool's price, liquidity and fee growth are uint128 and liquidityNet int128
 * as on chain, its tick an integer and feeProtocol below 2^32. Outside that — where the unbounded
 * reference may still answer — and wherever the reference throws, these throw RangeError.
 *
 * Speed: a single call pays for splitting bigints into limbs and back, so the cheapest functions
 * (mulDiv on small operands, getTokensOwed) are slower than plain bigint; tick maths and swap steps
 * are a few times faster, and whole-pool quotes tens of times (bench/v3-math.bench.ts). Frozen tick
 * lists (freezeTicks) stay laid out in WASM memory between calls.
 */
import { instantiateV3, type V3Exports } from './loader';
import { bindMath, type V3Math } from './mathBinding';
import { bindPosition, type V3Position } from './positionBinding';
import { bindPrice, type V3Price } from './priceBinding';
import { Slots } from './slots';
import { bindSwap, type V3Swap } from './swapBinding';
import { TickArena } from './tickArena';

export { freezeTicks } from './tickArena';
export { instantiateV3, type V3Exports } from './loader';
export type { LiquidityRange, PoolState, PositionState, PositionValue, PriceFraction, SwapQuote, SwapResult, TickState, TokenAmounts } from './types';

/** The v3 maths backed by one WASM instance. */
export interface V3Wasm extends V3Math, V3Swap, V3Price, V3Position {}

/** Options of createV3Wasm. */
export interface V3WasmOptions {
  /** Memory budget for frozen tick lists kept between calls (default 48 MiB). */
  tickCacheBytes?: number;
}

/** Wraps raw exports (for tests and tools that instantiate the module themselves). */
export function createV3Wasm(wasm: V3Exports, options: V3WasmOptions = {}): V3Wasm {
  const slots = new Slots(wasm.memory, wasm.ioBase());
  const arena = new TickArena(wasm, slots, options.tickCacheBytes);
  const math = bindMath(wasm, slots);
  return { ...math, ...bindSwap(wasm, slots, arena), ...bindPrice(wasm, slots, math), ...bindPosition(wasm, slots, arena, math) };
}

let loading: Promise<V3Wasm> | undefined;

/** The v3 WASM maths, compiled and instantiated once per worker or process (memoised promise). */
export function loadV3Wasm(): Promise<V3Wasm> {
  if (loading === undefined) {
    loading = instantiateV3().then((wasm) => createV3Wasm(wasm));
    // A failed load (network, missing build) may be retried by the next caller.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
