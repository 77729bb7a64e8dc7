/** Which exchanges analytics counts (SPEC §6: some sources are excluded from analytics; adex is named). */
import type { Exchange } from '../urlParams/exchanges';

/** The exchanges whose pairs, volumes and liquidity stay out of every analytics figure. */
export const ANALYTICS_EXCLUDED_SOURCES: readonly Exchange[] = ['adex'];

/** True when analytics counts pairs of `src`. */
export function isAnalyticsSource(src: string): boolean {
  return !(ANALYTICS_EXCLUDED_SOURCES as readonly string[]).includes(src);
}
