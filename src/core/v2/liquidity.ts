import { isqrt } from './isqrt';

/** Raw units of both tokens, in pool order. */
export type PoolAmounts = { amount0: bigint; amount1: bigint };

/**
 * LP tokens minted for a deposit. First deposit (empty supply): ⌊√(a0·a1)⌋, with nothing locked
 * away — WAX v2 venues do not burn a minimum liquidity the way Uniswap v2 burns 1000 units.
 * Later deposits: min(a0·supply/r0, a1·supply/r1), rounded down, so the excess of the larger
 * side is a gift to the pool. A pool with supply but an empty reserve mints 0.
 */
export function lpMinted(amount0: bigint, amount1: bigint, reserve0: bigint, reserve1: bigint, totalSupply: bigint): bigint {
  if (amount0 < 0n || amount1 < 0n || reserve0 < 0n || reserve1 < 0n || totalSupply < 0n) {
    throw new RangeError('Deposits, reserves and supply cannot be negative');
  }
  if (totalSupply === 0n) return isqrt(amount0 * amount1);
  if (reserve0 === 0n || reserve1 === 0n) return 0n;
  const by0 = (amount0 * totalSupply) / reserve0;
  const by1 = (amount1 * totalSupply) / reserve1;
  return by0 < by1 ? by0 : by1;
}

/** Reserves paid out for burning `liquidity` LP units: each reserve × liquidity / supply, rounded down. */
export function amountsForBurn(liquidity: bigint, reserve0: bigint, reserve1: bigint, totalSupply: bigint): PoolAmounts {
  if (liquidity < 0n || reserve0 < 0n || reserve1 < 0n) throw new RangeError('Liquidity and reserves cannot be negative');
  if (liquidity > totalSupply) throw new RangeError(`Cannot burn ${liquidity} LP units of a ${totalSupply} supply`);
  if (totalSupply === 0n) return { amount0: 0n, amount1: 0n };
  return { amount0: (reserve0 * liquidity) / totalSupply, amount1: (reserve1 * liquidity) / totalSupply };
}
