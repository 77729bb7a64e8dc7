/** Pool fees are basis points of this denominator (SPEC §9). */
export const FEE_DENOMINATOR = 10_000n;

/** Default v2 pool fees in basis points by source (SPEC §9). */
export const DEFAULT_V2_FEES = { adex: 25, taco: 30, defibox: 30, other: 30 } as const;

/** The default fee of a v2 source ("adex", "taco", "defibox"; anything else gets `other`). */
export function defaultV2Fee(src: string): number {
  const key = src.toLowerCase();
  return key === 'adex' || key === 'taco' || key === 'defibox' ? DEFAULT_V2_FEES[key] : DEFAULT_V2_FEES.other;
}

/** 10000 − fee as a bigint; throws RangeError unless the fee is an integer 0..9999. */
export function feeComplement(feeBps: number): bigint {
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps >= Number(FEE_DENOMINATOR)) {
    throw new RangeError(`A v2 fee must be a whole number of basis points from 0 to 9999, got ${feeBps}`);
  }
  return FEE_DENOMINATOR - BigInt(feeBps);
}
