/**
 * SPEC §3 trade filter fields → the indexer's TradeFilter: src_type, src, pair_id, pairIdSrcArray,
 * code1, code2 narrow the pairs; wallet / wallets the accounts; side, global sequence and time
 * bounds, limit and offset the page. Empty values are dropped and codes upper-cased (SPEC §5);
 * `status` and unknown names are ignored.
 */
import { EXCHANGES, SOURCE_TYPES } from '../../../../src/core/urlParams/exchanges';
import { isAccountName } from '../../../../src/core/domain';
import type { Registry, StoredPair } from '../../indexer/registry';
import { MAX_TRADES_LIMIT, MAX_TRADES_OFFSET, type TradeFilter } from '../../indexer/tradeQueries';
import { badParameter, type Params } from '../params';

/** SPEC §9: trade history pages of 20. */
export const DEFAULT_TRADES_LIMIT = 20;

/** One entry of pairIdSrcArray: `{src, pair_id}`, `[src, pair_id]` or `"src_pairid"`. */
function readPairEntry(entry: unknown): { src: string; pairId: string } {
  let src: unknown;
  let pairId: unknown;
  if (typeof entry === 'string') [src, pairId] = [entry.slice(0, entry.indexOf('_')), entry.slice(entry.indexOf('_') + 1)];
  else if (Array.isArray(entry)) [src, pairId] = entry;
  else if (typeof entry === 'object' && entry !== null) {
    const record = entry as Record<string, unknown>;
    [src, pairId] = [record.src, record.pair_id ?? record.pairid ?? record.id];
  }
  if (typeof pairId === 'number') pairId = String(pairId);
  if (typeof src !== 'string' || !(EXCHANGES as readonly string[]).includes(src) || typeof pairId !== 'string' || pairId === '')
    throw badParameter('pairIdSrcArray', `entry ${JSON.stringify(entry)} must name an exchange and a pair id`);
  return { src, pairId };
}

/** The pairs the filter allows, or null when it does not narrow them. */
function pairKeys(registry: Registry, params: Params): number[] | null {
  const srcType = params.oneOf('src_type', SOURCE_TYPES);
  const src = params.oneOf('src', EXCHANGES);
  const pairId = params.string('pair_id');
  const listed = params.list('pairIdSrcArray')?.map(readPairEntry);
  const codes = [params.code('code1'), params.code('code2')].filter((code) => code !== undefined);
  if (srcType === undefined && src === undefined && pairId === undefined && listed === undefined && codes.length === 0) return null;
  const allowed = listed && new Set(listed.map(({ src: s, pairId: id }) => `${s}:${id}`));
  const keep = (pair: StoredPair) =>
    (srcType === undefined || pair.srcType === srcType) &&
    (src === undefined || pair.src === src) &&
    (pairId === undefined || pair.pairId === pairId) &&
    (allowed === undefined || allowed.has(`${pair.src}:${pair.pairId}`)) &&
    codes.every((code) => pair.token0.code === code || pair.token1.code === code);
  return registry
    .pairs()
    .filter(keep)
    .map((pair) => pair.pairKey);
}

function accounts(params: Params): string[] | null {
  const names = [params.account('wallet'), ...(params.list('wallets') ?? [])].filter((name) => name !== undefined);
  for (const name of names)
    if (typeof name !== 'string' || !isAccountName(name)) throw badParameter('wallets', `${JSON.stringify(name)} is not an account name`);
  return names.length === 0 ? null : [...new Set(names as string[])];
}

/** Reads a trade filter; throws a 400 naming the first bad parameter. */
export function readTradeFilter(registry: Registry, params: Params): TradeFilter {
  const bound = (name: string) => params.int(name, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, undefined) ?? null;
  return {
    pairKeys: pairKeys(registry, params),
    accounts: accounts(params),
    side: params.oneOf('side', ['buy', 'sell'] as const) ?? null,
    minSeq: bound('min_global_sequence'),
    maxSeq: bound('max_global_sequence'),
    startAt: params.time('startAt') ?? null,
    endAt: params.time('endAt') ?? null,
    limit: params.int('limit', 1, MAX_TRADES_LIMIT, DEFAULT_TRADES_LIMIT),
    offset: params.int('offset', 0, MAX_TRADES_OFFSET, 0),
  };
}
