/** Turns a split plan into the SPEC §3 swap route: amounts, minimums, fees, prices, hash. */
import { type Amount, makeAmount, minimumReceived, toDisplayNumber } from '../amount';
import { compoundedFee } from './fees';
import { fnv1a64 } from './hash';
import { hopCode } from './hops';
import { quotePathSteps, type QuoteCache } from './quoteCache';
import type { RoutePath, RouteStep, SwapRoute } from './routeTypes';
import type { PlanLeg } from './split';
import { tokenKey, wholeRatio } from './venue';
import type { Edge } from './types';
import type { Token } from '../domain';

function stepOf(edge: Edge, input: bigint, output: bigint): RouteStep {
  const { venue, zeroForOne, tokenIn, tokenOut } = edge;
  return {
    exchange: venue.exchange,
    type: venue.type,
    venueId: venue.id,
    hop: hopCode(venue),
    tokenIn,
    tokenOut,
    input: makeAmount(input, tokenIn.precision),
    output: makeAmount(output, tokenOut.precision),
    price: wholeRatio(output, tokenOut.precision, input, tokenIn.precision),
    spotPrice: venue.spotPrice(zeroForOne),
    liquidityIn: zeroForOne ? venue.liquidity.token0 : venue.liquidity.token1,
    liquidityOut: zeroForOne ? venue.liquidity.token1 : venue.liquidity.token0,
    fee: venue.fee,
  };
}

/** Output at the venues' spot prices for the path's input, in whole output tokens (display). */
function atSpot(steps: readonly RouteStep[], input: Amount): number {
  return steps.reduce((amount, step) => amount * step.spotPrice, toDisplayNumber(input));
}

const impact = (received: number, ideal: number): number => (ideal > 0 ? Math.max(0, 1 - received / ideal) : 0);

function pathOf(leg: PlanLeg, amountIn: bigint, slippage: number, cache: QuoteCache): RoutePath {
  const amounts = quotePathSteps(cache, leg.path.edges, leg.amountIn);
  if (amounts === null) throw new RangeError('A planned path no longer fills its input');
  const steps = leg.path.edges.map((edge, i) => stepOf(edge, amounts[i] as bigint, amounts[i + 1] as bigint));
  const last = steps[steps.length - 1] as RouteStep;
  return {
    hops: steps.map((step) => step.hop),
    steps,
    input: (steps[0] as RouteStep).input,
    output: last.output,
    minimumReceived: minimumReceived(last.output, slippage),
    percentage: Number((leg.amountIn * 10_000n) / amountIn) / 100,
    priceImpact: impact(toDisplayNumber(last.output), atSpot(steps, (steps[0] as RouteStep).input)),
  };
}

/** The route of a non-empty plan; `slippage` already clamped (hundredths of a percent). */
export function buildSwapRoute(tokenIn: Token, tokenOut: Token, amountIn: bigint, legs: readonly PlanLeg[], slippage: number, cache: QuoteCache): SwapRoute {
  const paths = legs.map((leg) => pathOf(leg, amountIn, slippage, cache));
  const sum = (pick: (path: RoutePath) => bigint): bigint => paths.reduce((total, path) => total + pick(path), 0n);
  const received = sum((path) => path.output.units);
  const allFees = sum((path) =>
    compoundedFee(
      path.input.units,
      path.steps.map((step) => step.fee),
    ),
  );
  const platform = legs.reduce(
    (total, leg) =>
      total +
      compoundedFee(
        leg.amountIn,
        leg.path.edges.map((edge) => edge.venue.platformFee),
      ),
    0n,
  );
  const idealOut = paths.reduce((total, path) => total + atSpot(path.steps, path.input), 0);
  const amountReceived = makeAmount(received, tokenOut.precision);
  const canonical = [tokenKey(tokenIn), tokenKey(tokenOut), amountIn, ...paths.map((path) => `${path.hops.join('-')}:${path.input.units}`)].join('|');
  return {
    hash: fnv1a64(canonical),
    type: paths.length > 1 ? 'split' : 'single',
    token_in: tokenIn,
    token_out: tokenOut,
    markets: [...new Set(paths.flatMap((path) => path.hops))],
    amount_in: makeAmount(amountIn, tokenIn.precision),
    amount_received: amountReceived,
    minimum_received: makeAmount(
      sum((path) => path.minimumReceived.units),
      tokenOut.precision,
    ),
    minimums_received: paths.map((path) => path.minimumReceived),
    fees: makeAmount(allFees > platform ? allFees - platform : 0n, tokenIn.precision),
    platform_fees: makeAmount(platform, tokenIn.precision),
    route_price: wholeRatio(received, tokenOut.precision, amountIn, tokenIn.precision),
    price_impact: impact(toDisplayNumber(amountReceived), idealOut),
    slippage,
    paths,
  };
}
