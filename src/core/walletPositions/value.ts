/** WAX worth of exact amounts, for display (SPEC §3: price × amount, 0 when the price is unknown). */
import { toDisplayNumber, type Amount } from '../amount';

/** The amount's worth in WAX at `waxPrice` WAX per whole token; 0 when the price is unknown. */
export function waxValueOf(amount: Amount | null, waxPrice: number | null): number {
  if (amount === null || waxPrice === null || !Number.isFinite(waxPrice)) return 0;
  return toDisplayNumber(amount) * waxPrice;
}
