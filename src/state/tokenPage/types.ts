/** What the token page shows, as its store holds it (SPEC §2 Analytics token page). */
import type { Amount } from '../../core/amount';
import type { HolderSummary } from '../../core/holders';
import type { TokenId } from '../../core/domain';
import type { Pair } from '../../core/domain';
import type { TokenDetails } from '../../services/tokenDetails';

/** Supply and max supply; both zero when the stat is missing or failed to load (SPEC §8), `known` false then. */
export interface TokenSupply {
  readonly supply: Amount;
  readonly maxSupply: Amount;
  readonly known: boolean;
}

export interface HoldersState {
  /** The lists worker's list of this token's holders; null before it is asked for. */
  readonly listId: string | null;
  readonly phase: 'idle' | 'loading' | 'ready' | 'error';
  readonly summary: HolderSummary | null;
  /** The light API's holder count; null until known (or when it failed). */
  readonly count: number | null;
}

export interface TokenPageState {
  readonly token: TokenId | null;
  /** `notFound`: the swap service does not list the token (SPEC §5 "Token not found"). */
  readonly phase: 'idle' | 'loading' | 'ready' | 'notFound' | 'error';
  readonly details: TokenDetails | null;
  readonly supply: TokenSupply | null;
  readonly holders: HoldersState;
  /** The token's deepest WAX pool, whose candles chart it; null when it has none (or is WAX), undefined until known. */
  readonly chartVenue: Pair | null | undefined;
}
