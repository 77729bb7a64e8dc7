/** Which contract account is which exchange (the shared devnet facts' account table), and how its log ids read. */
import { u64ToSymbolCode } from '../../../chain/core/asset';
import type { Exchange, SourceType } from '../../../../src/core/urlParams/exchanges';

/** An exchange's contract as the indexer reads its logs. */
export interface VenueAccount {
  readonly src: Exchange;
  readonly srcType: SourceType;
  /** How a log's uint64 `pool_id` becomes the pair id the API and hop codes use. */
  readonly pairId: 'number' | 'symbol-code';
}

/** The devnet's exchange contracts (devnet facts, NOTES "Real formats on WAX mainnet"). */
export const DEFAULT_VENUES: Readonly<Record<string, VenueAccount>> = {
  'swap.box': { src: 'defibox', srcType: 'pools', pairId: 'number' },
  // TacoSwap and NeftyBlocks key pairs by their code; the log's pool_id is that code packed as a uint64.
  'swap.taco': { src: 'taco', srcType: 'pools', pairId: 'symbol-code' },
  'swap.nefty': { src: 'neftyblocks', srcType: 'pools', pairId: 'symbol-code' },
  'swap.adex': { src: 'adex', srcType: 'pools', pairId: 'number' },
  'dapp.fusion': { src: 'waxfusion', srcType: 'pools', pairId: 'number' },
  'swap.alcor': { src: 'alcorv2', srcType: 'poolsv3', pairId: 'number' },
  alcordexmain: { src: 'alcormarket', srcType: 'markets', pairId: 'number' },
};

/** The limit-order contract (SPEC §9 default). */
export const DEFAULT_LIMIT_CONTRACT = 'calcormining';

/** The pair id of a log's pool_id. */
export function pairIdOf(venue: VenueAccount, poolId: bigint): string {
  return venue.pairId === 'symbol-code' ? u64ToSymbolCode(poolId) : poolId.toString();
}
