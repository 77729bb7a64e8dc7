/** Pool, tick, position and price types of concentrated liquidity: one declaration for the reference and WASM maths. */
export type { LiquidityRange, PoolState, PositionState, PositionValue, PriceFraction, SwapResult, TickState } from '../../../wasm/types';
