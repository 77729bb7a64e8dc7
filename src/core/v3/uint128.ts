/**
 * Fixed-width helpers for the Q64.64 maths. The contract keeps sqrt prices, liquidity products and
 * fee-growth accumulators in `uint128_t`, whose arithmetic wraps; bigint does not, so wherever the
 * contract relies on the wrap we apply it explicitly here.
 */

/** 2^64: one in Q64.64. */
export const Q64 = 1n << 64n;
/** 2^128: the modulus of `uint128_t`. */
export const Q128 = 1n << 128n;
/** The largest `uint128_t`. */
export const MAX_UINT128 = Q128 - 1n;
/** The largest `uint64_t` (the width of an on-chain asset amount). */
export const MAX_UINT64 = Q64 - 1n;

/** (x + y) mod 2^128, as `uint128_t` addition. */
export function addIn128(x: bigint, y: bigint): bigint {
  return (x + y) & MAX_UINT128;
}

/** (x − y) mod 2^128: fee-growth differences wrap, so a later value minus an earlier one is always the growth between them. */
export function subIn128(x: bigint, y: bigint): bigint {
  return (x - y) & MAX_UINT128;
}

/** (x × y) mod 2^128, as `uint128_t` multiplication. */
export function mulIn128(x: bigint, y: bigint): bigint {
  return (x * y) & MAX_UINT128;
}
