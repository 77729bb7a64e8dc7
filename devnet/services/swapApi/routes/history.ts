/** candles, trades (GET and POST), listingevents, limitlogorderfill and limitlogorderclose: the indexer's history. */
import { EXCHANGES } from '../../../../src/core/urlParams/exchanges';
import { isResolution } from '../../../../src/core/candles/resolutions';
import { MAX_CANDLES } from '../../indexer/candleQueries';
import { DEFAULT_EVENTS_LIMIT, MAX_EVENTS_LIMIT, type EventPage, type LimitFilter } from '../../indexer/events';
import type { ApiContext } from '../context';
import { badParameter, type Params } from '../params';
import type { Route } from '../router';
import { readTradeFilter } from './tradeFilter';

/** Candles returned when a query gives neither countBack nor startAt. */
export const DEFAULT_COUNT_BACK = 300;

function candles(context: ApiContext, params: Params) {
  const duration = params.string('duration');
  if (duration === undefined || !isResolution(duration)) throw badParameter('duration', 'must be one of 1, 5, 15, 30, 60, 120, 240, 360, 720, 1D, 3D, 1W, 1M');
  const src = params.oneOf('src', EXCHANGES);
  if (src === undefined) throw badParameter('src', 'is required');
  const pairId = params.string('pair_id');
  if (pairId === undefined) throw badParameter('pair_id', 'is required');
  const isReversed = params.bool('is_reversed', false);
  const startAt = params.time('startAt');
  const askedEnd = params.time('endAt');
  const endAt = askedEnd ?? context.now();
  const countBack = params.int('countBack', 1, MAX_CANDLES, startAt === undefined ? DEFAULT_COUNT_BACK : undefined);
  if (startAt !== undefined && startAt > endAt) throw badParameter('startAt', 'must not be after endAt');
  const pair = context.indexer.registry.findPair(src, pairId);
  if (pair === undefined) return [];
  const seconds = (ms: number) => Math.floor(ms / 1000);
  return context.indexer.candles.candles({
    pairKey: pair.pairKey,
    resolution: duration,
    isReversed,
    // Without endAt the newest candle is included even when its bucket starts this very second (or its
    // block was stamped a slot ahead of the clock): a bound of "now" would drop it for up to a second.
    endAt: askedEnd === undefined ? Number.MAX_SAFE_INTEGER : seconds(endAt),
    ...(countBack !== undefined ? { countBack } : { startAt: seconds(startAt ?? 0) }),
  });
}

function trades(context: ApiContext, params: Params) {
  const rows = context.indexer.trades.trades(readTradeFilter(context.indexer.registry, params));
  const live = new Set([
    ...context.world.v2Pools().map((p) => `${p.src}_${p.id}`),
    ...context.world.v3Pools().map((p) => `alcorv2_${p.id}`),
    ...context.world.markets().map((m) => `alcormarket_${m.id}`),
  ]);
  return rows.map((row) => ({ ...row, src_exists: live.has(row.src_id) }));
}

function page(params: Params): EventPage {
  const bound = (name: string) => params.int(name, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, undefined) ?? null;
  return { minSeq: bound('min_global_sequence'), maxSeq: bound('max_global_sequence'), limit: params.int('limit', 1, MAX_EVENTS_LIMIT, DEFAULT_EVENTS_LIMIT) };
}

/** Token keys matching a side's contract and code filters; null when neither is given. */
function tokens(context: ApiContext, params: Params, side: 'bid' | 'ask'): number[] | null {
  const contract = params.account(`${side}_contract`);
  const code = params.code(`${side}_code`);
  if (contract === undefined && code === undefined) return null;
  return context.indexer.registry
    .tokens()
    .filter((token) => (contract === undefined || token.contract === contract) && (code === undefined || token.code === code))
    .map((token) => context.indexer.registry.tokenKey(token));
}

function limitFilter(context: ApiContext, params: Params): LimitFilter {
  return { ...page(params), owner: params.account('owner') ?? null, bidTokens: tokens(context, params, 'bid'), askTokens: tokens(context, params, 'ask') };
}

/** The history paths. */
export function historyRoutes(context: ApiContext): Route[] {
  const get = (name: string, answer: (params: Params) => unknown, methods: readonly ('GET' | 'POST')[] = ['GET']): Route => ({
    name,
    methods,
    minSegments: 0,
    maxSegments: 0,
    answer: ({ params }) => answer(params),
  });
  return [
    get('candles', (params) => candles(context, params)),
    get('trades', (params) => trades(context, params), ['GET', 'POST']),
    get('listingevents', (params) => context.indexer.events.listings(page(params))),
    get('limitlogorderfill', (params) => context.indexer.events.fills(limitFilter(context, params))),
    get('limitlogorderclose', (params) => context.indexer.events.closes(limitFilter(context, params))),
  ];
}
