/** The seven exchanges Waxwing aggregates (SPEC §1), by their source code. */
export const EXCHANGES = ['alcorv2', 'alcormarket', 'defibox', 'taco', 'adex', 'neftyblocks', 'waxfusion'] as const;
export type Exchange = (typeof EXCHANGES)[number];

/** Pair sources as the analytics pages name them (SPEC §3 Pair src_type). */
export const SOURCE_TYPES = ['pools', 'poolsv3', 'markets'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** The swap service's list a pair of this exchange is in. */
export function pairListPath(src: Exchange): 'markets/' | 'poolsv3/' | 'pools/' {
  if (src === 'alcormarket') return 'markets/';
  return src === 'alcorv2' ? 'poolsv3/' : 'pools/';
}

/** Display names for the exchanges. */
export const EXCHANGE_NAMES: Record<Exchange, string> = {
  alcorv2: 'Alcor pools',
  alcormarket: 'Alcor markets',
  defibox: 'Defibox',
  taco: 'TacoSwap',
  adex: 'Adex',
  neftyblocks: 'NeftyBlocks',
  waxfusion: 'WaxFusion',
};

/** True when `src` names one of the supported exchanges. */
export function isExchange(src: string | undefined): src is Exchange {
  return src !== undefined && (EXCHANGES as readonly string[]).includes(src);
}

/** Pools use v3 maths on alcorv2 only (SPEC §4 Liquidity). */
export function usesConcentratedPools(exchange: Exchange): boolean {
  return exchange === 'alcorv2';
}
