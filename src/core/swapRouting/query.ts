/**
 * The swapRoutes query on the wire (SPEC §7): token_in, token_out, amount_in, slippage, receiver,
 * split_max_routes, filter_exchange and filter_type (comma lists). Tokens are written
 * `TICKER_contract` (SPEC §3 identifier form), amount_in as a decimal in whole tokens.
 */
import { parseAmountInput } from '../amount';
import { EXCHANGES, type Exchange, SOURCE_TYPES, type SourceType } from '../urlParams/exchanges';
import { isAccountName, parseTokenHash, tokenParam, type TokenId } from '../domain';
import type { RouteGraph } from './graph';
import { normaliseSplitMaxRoutes, type RouteRequest } from './request';
import { tokenKey } from './venue';

/** A parsed swapRoutes query; the amount stays text until the input token's precision is known. */
export interface SwapRoutesQuery {
  readonly tokenIn: TokenId;
  readonly tokenOut: TokenId;
  readonly amountIn: string;
  /** Hundredths of a percent as sent; the router clamps it. */
  readonly slippage: number | undefined;
  /** Account that receives the output; empty when none (SPEC §7). */
  readonly receiver: string;
  readonly splitMaxRoutes: number;
  readonly filterExchange: readonly Exchange[];
  readonly filterType: readonly SourceType[];
}

type Params = URLSearchParams | Readonly<Record<string, string | undefined>>;
type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const read = (params: Params, name: string): string | undefined => (params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name]);

function list<T extends string>(text: string | undefined, known: readonly T[], name: string): Parsed<T[]> {
  const items = (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const unknown = items.find((item) => !(known as readonly string[]).includes(item));
  return unknown === undefined ? { ok: true, value: items as T[] } : { ok: false, reason: `${name} has an unknown entry "${unknown}"` };
}

function numberOrUndefined(text: string | undefined): number | undefined {
  return text === undefined || text.trim() === '' ? undefined : Number(text);
}

/** Reads the query; the reason names the first bad parameter. */
export function parseSwapRoutesQuery(params: Params): Parsed<SwapRoutesQuery> {
  const tokenIn = parseTokenHash(read(params, 'token_in'));
  const tokenOut = parseTokenHash(read(params, 'token_out'));
  if (tokenIn === null) return { ok: false, reason: 'token_in must look like TLM_alien.worlds' };
  if (tokenOut === null) return { ok: false, reason: 'token_out must look like TLM_alien.worlds' };
  const receiver = read(params, 'receiver') ?? '';
  if (receiver !== '' && !isAccountName(receiver)) return { ok: false, reason: `receiver "${receiver}" is not an account name` };
  const exchanges = list(read(params, 'filter_exchange'), EXCHANGES, 'filter_exchange');
  if (!exchanges.ok) return exchanges;
  const types = list(read(params, 'filter_type'), SOURCE_TYPES, 'filter_type');
  if (!types.ok) return types;
  return {
    ok: true,
    value: {
      tokenIn,
      tokenOut,
      amountIn: read(params, 'amount_in') ?? '',
      slippage: numberOrUndefined(read(params, 'slippage')),
      receiver,
      splitMaxRoutes: normaliseSplitMaxRoutes(numberOrUndefined(read(params, 'split_max_routes'))),
      filterExchange: exchanges.value,
      filterType: types.value,
    },
  };
}

/** The query's parameters, every one present (SPEC §7: receiver empty if none). */
export function swapRoutesParams(query: SwapRoutesQuery): Record<string, string> {
  return {
    token_in: tokenParam(query.tokenIn),
    token_out: tokenParam(query.tokenOut),
    amount_in: query.amountIn,
    slippage: String(query.slippage ?? ''),
    receiver: query.receiver,
    split_max_routes: String(query.splitMaxRoutes),
    filter_exchange: query.filterExchange.join(','),
    filter_type: query.filterType.join(','),
  };
}

/**
 * The route request of a query: amount_in read at the input token's precision as an amount field
 * is (SPEC §5: extra decimals truncated, negative becomes 0, which the router then refuses).
 */
export function requestFromQuery(graph: RouteGraph, query: SwapRoutesQuery): Parsed<RouteRequest> {
  const token = graph.tokens.get(tokenKey(query.tokenIn));
  // An unknown token is the router's to report; any precision reads the amount meanwhile.
  const amount = parseAmountInput(query.amountIn, token?.precision ?? 0);
  if (!amount.ok) return { ok: false, reason: `amount_in: ${amount.reason}` };
  const { tokenIn, tokenOut, slippage, splitMaxRoutes, filterExchange, filterType } = query;
  return { ok: true, value: { tokenIn, tokenOut, amountIn: amount.amount, slippage, splitMaxRoutes, filterExchange, filterType } };
}
