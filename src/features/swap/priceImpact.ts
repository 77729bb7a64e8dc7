/**
 * Price impact classes (SPEC §2: huge, big, medium, regular). The thresholds are ours, chosen as
 * traders read them: under 1 % is the normal cost of a trade, 1-5 % deserves attention, 5-15 % is
 * a costly trade, and from 15 % the trade mostly pays the pool.
 */

/** The four classes, worst first. */
export type PriceImpactClass = 'huge' | 'big' | 'medium' | 'regular';

/** Lower bounds of each class, as fractions (0.15 = 15 %). */
export const PRICE_IMPACT_THRESHOLDS = { huge: 0.15, big: 0.05, medium: 0.01 } as const;

/** The class of a price impact given as a fraction; anything not a finite number counts as regular. */
export function priceImpactClass(impact: number): PriceImpactClass {
  if (!Number.isFinite(impact)) return 'regular';
  if (impact >= PRICE_IMPACT_THRESHOLDS.huge) return 'huge';
  if (impact >= PRICE_IMPACT_THRESHOLDS.big) return 'big';
  if (impact >= PRICE_IMPACT_THRESHOLDS.medium) return 'medium';
  return 'regular';
}

/** A price impact as a percent with two decimals; "< 0.01%" for a positive impact that rounds to zero. */
export function formatPriceImpact(impact: number): string {
  if (!Number.isFinite(impact) || impact <= 0) return '0.00%';
  if (impact < 0.0001) return '< 0.01%';
  return `${(impact * 100).toFixed(2)}%`;
}
