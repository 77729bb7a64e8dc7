/**
 * The swap-service client (SPEC §7 table): tokens/, swapRoutes, pairDirectSources and candles on
 * the selected endpoint. Every answer is checked at the boundary: amounts arrive as exact decimal
 * text and become bigint units at the token's precision; anything malformed throws, naming the field.
 */
import { amountFromDecimalString, type Amount } from '../core/amount';
import { candleQueryString, parseCandle, type Candle, type CandleQuery } from '../core/candles';
import { isExchange, SOURCE_TYPES, type SourceType } from '../core/urlParams/exchanges';
import { swapRoutesParams, type RoutePath, type RouteStep, type RouteTransfer, type SwapRoute, type SwapRoutesQuery } from '../core/swapRouting';
import { directSourcesOf, parseToken, tokenParam, type ListedToken, type Pair, type Token, type TokenId } from '../core/domain';
import { joinUrl, platformFetch, type FetchFn } from './http';

/** A route as the service answers it: the §3 route plus the receiver and the transfers it proposes. */
export interface ServiceRoute extends SwapRoute {
  readonly receiver: string;
  readonly actions: readonly RouteTransfer[];
}

export type { CandleQuery } from '../core/candles';

/** The client of one endpoint. */
export interface SwapService {
  readonly baseUrl: string;
  tokens(options?: { noLpToken?: boolean }): Promise<ListedToken[]>;
  swapRoutes(query: SwapRoutesQuery, signal?: AbortSignal): Promise<ServiceRoute[]>;
  pairDirectSources(a: TokenId, b: TokenId): Promise<Pair[]>;
  candles(query: CandleQuery): Promise<Candle[]>;
}

type Json = Record<string, unknown>;

function obj(raw: unknown, what: string): Json {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error(`${what} must be an object`);
  return raw as Json;
}

function list(raw: unknown, what: string): unknown[] {
  if (!Array.isArray(raw)) throw new Error(`${what} must be a list`);
  return raw;
}

function str(raw: unknown, what: string): string {
  if (typeof raw !== 'string') throw new Error(`${what} must be text`);
  return raw;
}

function num(raw: unknown, what: string): number {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) throw new Error(`${what} must be a number`);
  return raw;
}

const optionalNum = (raw: unknown): number => (typeof raw === 'number' && Number.isFinite(raw) ? raw : 0);

function amountOf(raw: unknown, precision: number, what: string): Amount {
  try {
    return amountFromDecimalString(str(raw, what), precision);
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function readToken(raw: unknown, index: number): ListedToken {
  const row = obj(raw, `tokens[${index}]`);
  const token = parseToken(row, `tokens[${index}]`);
  const listings = [...(Array.isArray(row.in_pool) ? row.in_pool : []), ...(Array.isArray(row.in_market) ? row.in_market : [])];
  const pairedWith = [
    ...new Set(
      listings
        .map((item) => (typeof item === 'object' && item !== null ? (item as Json).vstoken : null))
        .filter((key): key is string => typeof key === 'string'),
    ),
  ];
  const logo = typeof row.logo === 'string' && row.logo !== '' ? row.logo : typeof row.img === 'string' && row.img !== '' ? row.img : null;
  return {
    ...token,
    key: tokenParam(token),
    logo,
    waxPrice: typeof row.wax_price === 'number' && Number.isFinite(row.wax_price) ? row.wax_price : null,
    isWax: row.is_wax === true,
    isLpToken: row.is_lptoken === true,
    rank: optionalNum(row.rank),
    volume24h: optionalNum(row.volume24h),
    liquidity: optionalNum(row.liquidity),
    pairedWith,
  };
}

/** A fee given as a fraction (0.003) as an exact rate in millionths (display only). */
function feeOf(raw: unknown, what: string) {
  const fraction = num(raw, what);
  const numerator = BigInt(Math.round(fraction * 1_000_000));
  if (numerator < 0n || numerator >= 1_000_000n) throw new Error(`${what} must be below 1`);
  return { numerator, denominator: 1_000_000n };
}

function readStep(raw: unknown, what: string): RouteStep {
  const step = obj(raw, what);
  const exchange = str(step.exchange, `${what}.exchange`);
  const type = str(step.type, `${what}.type`);
  if (!isExchange(exchange)) throw new Error(`${what}.exchange "${exchange}" is unknown`);
  if (!(SOURCE_TYPES as readonly string[]).includes(type)) throw new Error(`${what}.type "${type}" is unknown`);
  const tokenIn = parseToken(step.token_in, `${what}.token_in`);
  const tokenOut = parseToken(step.token_out, `${what}.token_out`);
  return {
    exchange,
    type: type as SourceType,
    venueId: str(step.venue_id, `${what}.venue_id`),
    hop: str(step.hop, `${what}.hop`),
    tokenIn,
    tokenOut,
    input: amountOf(step.input, tokenIn.precision, `${what}.input`),
    output: amountOf(step.output, tokenOut.precision, `${what}.output`),
    price: optionalNum(step.price),
    spotPrice: optionalNum(step.spot_price),
    liquidityIn: amountOf(step.liquidity_in, tokenIn.precision, `${what}.liquidity_in`),
    liquidityOut: amountOf(step.liquidity_out, tokenOut.precision, `${what}.liquidity_out`),
    fee: feeOf(step.fee, `${what}.fee`),
  };
}

function readPath(raw: unknown, what: string, tokenIn: Token, tokenOut: Token): RoutePath {
  const path = obj(raw, what);
  const steps = list(path.steps, `${what}.steps`).map((step, i) => readStep(step, `${what}.steps[${i}]`));
  if (steps.length === 0) throw new Error(`${what} has no steps`);
  return {
    hops: list(path.hops, `${what}.hops`).map((hop, i) => str(hop, `${what}.hops[${i}]`)),
    steps,
    input: amountOf(path.input, tokenIn.precision, `${what}.input`),
    output: amountOf(path.output, tokenOut.precision, `${what}.output`),
    minimumReceived: amountOf(path.minimum_received, tokenOut.precision, `${what}.minimum_received`),
    percentage: optionalNum(path.percentage),
    priceImpact: optionalNum(path.price_impact),
  };
}

function readTransfer(raw: unknown, what: string): RouteTransfer {
  const action = obj(raw, what);
  return {
    contract: str(action.contract, `${what}.contract`),
    to: str(action.to, `${what}.to`),
    quantity: str(action.quantity, `${what}.quantity`),
    memo: str(action.memo, `${what}.memo`),
  };
}

/** One swapRoutes item as a route with exact amounts; throws naming the first malformed field. */
export function readServiceRoute(raw: unknown, index: number): ServiceRoute {
  const what = `swapRoutes[${index}]`;
  const route = obj(raw, what);
  const tokenIn = parseToken(route.token_in, `${what}.token_in`);
  const tokenOut = parseToken(route.token_out, `${what}.token_out`);
  const paths = list(route.paths, `${what}.paths`).map((path, i) => readPath(path, `${what}.paths[${i}]`, tokenIn, tokenOut));
  if (paths.length === 0) throw new Error(`${what} has no paths`);
  const outAmount = (field: string) => amountOf(route[field], tokenOut.precision, `${what}.${field}`);
  return {
    hash: str(route.hash, `${what}.hash`),
    type: route.type === 'split' ? 'split' : 'single',
    token_in: tokenIn,
    token_out: tokenOut,
    markets: list(route.markets, `${what}.markets`).map((market, i) => str(market, `${what}.markets[${i}]`)),
    amount_in: amountOf(route.amount_in, tokenIn.precision, `${what}.amount_in`),
    amount_received: outAmount('amount_received'),
    minimum_received: outAmount('minimum_received'),
    minimums_received: list(route.minimums_received, `${what}.minimums_received`).map((m, i) =>
      amountOf(m, tokenOut.precision, `${what}.minimums_received[${i}]`),
    ),
    fees: amountOf(route.fees, tokenIn.precision, `${what}.fees`),
    platform_fees: amountOf(route.platform_fees, tokenIn.precision, `${what}.platform_fees`),
    route_price: optionalNum(route.route_price),
    price_impact: optionalNum(route.price_impact),
    slippage: optionalNum(route.slippage),
    paths,
    receiver: typeof route.receiver === 'string' ? route.receiver : '',
    actions: Array.isArray(route.actions) ? route.actions.map((action, i) => readTransfer(action, `${what}.actions[${i}]`)) : [],
  };
}

/** The API's error text: `{error}` of a 4xx JSON body, else the HTTP status. */
async function failure(res: Response, path: string): Promise<Error> {
  const text = await res.text().catch(() => '');
  let message = `HTTP ${res.status}`;
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && typeof (body as Json).error === 'string') message = (body as Json).error as string;
  } catch {
    // Not JSON: keep the status.
  }
  return new Error(`${path}: ${message}`);
}

/** A client of the endpoint at `baseUrl` (absolute, or relative to the page like `/api/`). */
export function createSwapService(baseUrl: string, fetchFn: FetchFn = platformFetch): SwapService {
  async function get(path: string, params: Record<string, string> | string = {}, signal?: AbortSignal): Promise<unknown> {
    const query = typeof params === 'string' ? params : new URLSearchParams(params).toString();
    const url = joinUrl(baseUrl, path) + (query === '' ? '' : `?${query}`);
    const res = await fetchFn(url, { cache: 'no-store', ...(signal ? { signal } : {}) });
    if (!res.ok) throw await failure(res, path);
    return (await res.json()) as unknown;
  }
  return {
    baseUrl,
    async tokens(options = {}) {
      const rows = list(await get('tokens/', options.noLpToken ? { nolptoken: 'true' } : {}), 'tokens');
      // A malformed row is one token the selector cannot offer, not a reason to offer none.
      return rows.flatMap((row, i) => {
        try {
          return [readToken(row, i)];
        } catch (error) {
          console.warn('tokens/: skipped a row:', error);
          return [];
        }
      });
    },
    async swapRoutes(query, signal) {
      return list(await get('swapRoutes', swapRoutesParams(query), signal), 'swapRoutes').map(readServiceRoute);
    },
    async pairDirectSources(a, b) {
      const rows = list(await get(`pairDirectSources/${tokenParam(a)}/${tokenParam(b)}`), 'pairDirectSources');
      return directSourcesOf(rows);
    },
    async candles(query) {
      return list(await get('candles', candleQueryString(query)), 'candles')
        .map(parseCandle)
        .filter((candle): candle is Candle => candle !== null);
    },
  };
}
