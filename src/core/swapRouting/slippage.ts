/** A route priced at the user's slippage tolerance (SPEC §5 "Slippage"), before its actions are built or shown. */
import { clampSlippage, makeAmount, minimumReceived, SLIPPAGE_MAX_INTERNAL } from '../amount';
import type { SwapRoute } from './routeTypes';

/**
 * The route with every split's minimum recomputed here from its quoted output and `slippage`
 * (hundredths of a percent, clamped to SPEC §5's internal 0..5000): the service's own minimums are
 * never trusted, and minimum_received becomes their sum, rounded down at the output precision.
 */
export function withSlippage(route: SwapRoute, slippage: number): SwapRoute {
  const clamped = clampSlippage(slippage, SLIPPAGE_MAX_INTERNAL);
  const paths = route.paths.map((path) => ({ ...path, minimumReceived: minimumReceived(path.output, clamped) }));
  const total = paths.reduce((sum, path) => sum + path.minimumReceived.units, 0n);
  return {
    ...route,
    slippage: clamped,
    paths,
    minimums_received: paths.map((path) => path.minimumReceived),
    minimum_received: makeAmount(total, route.minimum_received.precision),
  };
}
