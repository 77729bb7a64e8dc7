/** The router's answer: SPEC §3 "Swap route" (wire names for §3's fields) with its paths and steps. */
import type { Amount } from '../amount';
import type { Exchange, SourceType } from '../urlParams/exchanges';
import type { FeeRate } from './types';
import type { Token } from '../domain';

/** One hop of one path. */
export interface RouteStep {
  readonly exchange: Exchange;
  readonly type: SourceType;
  readonly venueId: string;
  /** The `swap.we` hop code, e.g. `12@d`. */
  readonly hop: string;
  readonly tokenIn: Token;
  readonly tokenOut: Token;
  readonly input: Amount;
  readonly output: Amount;
  /** Execution price: whole output tokens per whole input token (display). */
  readonly price: number;
  /** The venue's price before the trade and before fees (display). */
  readonly spotPrice: number;
  /** Venue depth on the input and on the output side (display). */
  readonly liquidityIn: Amount;
  readonly liquidityOut: Amount;
  readonly fee: FeeRate;
}

/** One split of a route: one transfer to the router with its own minimum. */
export interface RoutePath {
  readonly hops: readonly string[];
  readonly steps: readonly RouteStep[];
  readonly input: Amount;
  readonly output: Amount;
  readonly minimumReceived: Amount;
  /** Share of amount_in in percent, to 2 decimals (display). */
  readonly percentage: number;
  readonly priceImpact: number;
}

/** A complete route (SPEC §3). */
export interface SwapRoute {
  /** Deterministic id of the route: same tokens, amounts and hops give the same hash. */
  readonly hash: string;
  readonly type: 'split' | 'single';
  readonly token_in: Token;
  readonly token_out: Token;
  /** Hop codes of every venue used, in first-use order. */
  readonly markets: readonly string[];
  readonly amount_in: Amount;
  readonly amount_received: Amount;
  /** Sum of minimums_received: what the transfers guarantee together. */
  readonly minimum_received: Amount;
  /** Per path, rounded down at the output precision (SPEC §5). */
  readonly minimums_received: readonly Amount[];
  /** Venue fees as an equivalent share of amount_in (platform share excluded), rounded up. */
  readonly fees: Amount;
  /** The platforms' share of the fees, as an equivalent share of amount_in, rounded up. */
  readonly platform_fees: Amount;
  /** amount_received per amount_in in whole tokens (display). */
  readonly route_price: number;
  /** Shortfall against the venues' spot prices, fees included, as a fraction (display). */
  readonly price_impact: number;
  /** Slippage used for the minimums, hundredths of a percent. */
  readonly slippage: number;
  readonly paths: readonly RoutePath[];
}
