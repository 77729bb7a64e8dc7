/** Concentrated-liquidity (v3) maths in Q64.64, the bigint reference the WASM build must match bit for bit. */
export * from './uint128';
export * from './fullMath';
export * from './tickMath';
export * from './sqrtPriceMath';
export * from './swapMath';
export * from './liquidityAmounts';
export * from './tickList';
export * from './types';
export * from './swap';
export * from './quote';
export * from './position';
export * from './price';
export * from './tokenOrder';
export * from './distribution';
