/** Display prices of pools, token0 per token1 in whole tokens (the orientation of SPEC §3's price = reserve0 / reserve1). */

const Q64 = 2 ** 64;

/** A concentrated pool's price: (√P / 2^64)² is units of B per unit of A; token0 (A) per token1 (B) inverts it and rescales. */
export function v3Token0PerToken1(sqrtPriceX64: bigint, precisionA: number, precisionB: number): number {
  const root = Number(sqrtPriceX64) / Q64;
  const unitsBPerA = root * root;
  return unitsBPerA > 0 ? 10 ** (precisionB - precisionA) / unitsBPerA : 0;
}

/** A constant-product pool's price from its reserves (0 for an empty side). */
export function v2Token0PerToken1(reserve0: bigint, precision0: number, reserve1: bigint, precision1: number): number {
  if (reserve0 <= 0n || reserve1 <= 0n) return 0;
  return Number(reserve0) / 10 ** precision0 / (Number(reserve1) / 10 ** precision1);
}
