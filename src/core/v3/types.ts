/** Pool and tick state of a concentrated-liquidity pool: one declaration for the reference and WASM maths. */
export type { PoolState, SwapResult, TickState } from '../../../wasm/types';
