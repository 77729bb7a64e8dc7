/** Fees of a path as an equivalent share of its input: what the hops' fee rates take, compounded. */
import type { FeeRate } from './types';

/** ⌈input × (1 − Π(1 − rate))⌉: the input-token equivalent of fees charged at each hop. */
export function compoundedFee(input: bigint, rates: readonly FeeRate[]): bigint {
  let kept = 1n;
  let whole = 1n;
  for (const { numerator, denominator } of rates) {
    kept *= denominator - numerator;
    whole *= denominator;
  }
  const taken = input * (whole - kept);
  return (taken + whole - 1n) / whole;
}
