/** A route request and its validation (SPEC §5 clamps, §9 defaults). */
import { type Amount, clampSlippage, DEFAULT_SLIPPAGE, SLIPPAGE_MAX_INTERNAL } from '../amount';
import type { Exchange, SourceType } from '../urlParams/exchanges';
import type { TokenId, Token } from '../domain';
import type { RouteGraph } from './graph';
import { tokenKey } from './venue';

/** Default split max routes (SPEC §9). */
export const DEFAULT_SPLIT_MAX_ROUTES = 4;
/** split_max_routes of the market-order route search (SPEC §7). */
export const MARKET_ORDER_SPLIT_MAX_ROUTES = 10;

/** What a caller asks for (SPEC §3 Swap route query). */
export interface RouteRequest {
  readonly tokenIn: TokenId;
  readonly tokenOut: TokenId;
  /** At the input token's precision. */
  readonly amountIn: Amount;
  /** Hundredths of a percent; default 50, clamped to 0..5000 (SPEC §5 internal clamp). */
  readonly slippage?: number;
  /** Default 4; below 0 counts as 0; 0 and 1 mean no split. */
  readonly splitMaxRoutes?: number;
  /** Exchanges the route may use; empty or absent allows all. */
  readonly filterExchange?: readonly Exchange[];
  /** Venue types the route may use; empty or absent allows all. */
  readonly filterType?: readonly SourceType[];
}

/** Why no route came back. */
export type RouteFailure = 'invalid-amount' | 'unknown-token' | 'same-token' | 'no-route';

/** A request checked against the graph, with defaults and clamps applied. */
export interface ResolvedRequest {
  readonly tokenIn: Token;
  readonly tokenOut: Token;
  readonly amountIn: bigint;
  readonly slippage: number;
  readonly splitMaxRoutes: number;
  readonly filterExchange: readonly Exchange[];
  readonly filterType: readonly SourceType[];
}

/** split_max_routes as used: whole, at least 0 (SPEC §5), default 4 when absent or not a number. */
export function normaliseSplitMaxRoutes(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_SPLIT_MAX_ROUTES;
  return Math.max(0, Math.floor(value));
}

/** Checks a request; a failure carries the reason and a sentence for the user. */
export function resolveRequest(
  graph: RouteGraph,
  request: RouteRequest,
): { ok: true; request: ResolvedRequest } | { ok: false; reason: RouteFailure; message: string } {
  const inKey = tokenKey(request.tokenIn);
  const outKey = tokenKey(request.tokenOut);
  if (inKey === outKey) return { ok: false, reason: 'same-token', message: `Choose two different tokens: both sides are ${inKey}` };
  const tokenIn = graph.tokens.get(inKey);
  const tokenOut = graph.tokens.get(outKey);
  const unknown = tokenIn === undefined ? inKey : tokenOut === undefined ? outKey : null;
  if (tokenIn === undefined || tokenOut === undefined) return { ok: false, reason: 'unknown-token', message: `No venue trades ${unknown}` };
  if (request.amountIn.precision !== tokenIn.precision) {
    return { ok: false, reason: 'invalid-amount', message: `${inKey} amounts have ${tokenIn.precision} decimals, got ${request.amountIn.precision}` };
  }
  if (request.amountIn.units <= 0n) return { ok: false, reason: 'invalid-amount', message: 'Enter an amount greater than 0' };
  return {
    ok: true,
    request: {
      tokenIn,
      tokenOut,
      amountIn: request.amountIn.units,
      slippage: clampSlippage(request.slippage ?? DEFAULT_SLIPPAGE, SLIPPAGE_MAX_INTERNAL),
      splitMaxRoutes: normaliseSplitMaxRoutes(request.splitMaxRoutes),
      filterExchange: request.filterExchange ?? [],
      filterType: request.filterType ?? [],
    },
  };
}
