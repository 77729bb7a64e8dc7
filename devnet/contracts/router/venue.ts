/** What every venue resolver shares: the hop being resolved, id parsing and the token-side check. */
import type { ActionContext } from '../../chain';
import { isSymbolCode } from '../../../src/core/domain';
import type { HopPlan, TokenSym } from './tables';
import { formatTokenSym, sameTokenSym } from './tokens';

/** A hop being resolved: its venue id, the token it receives, and its label for messages. */
export interface HopQuery {
  readonly ctx: ActionContext;
  /** `hop 2 (5@a2)`. */
  readonly label: string;
  readonly id: string;
  readonly tokenIn: TokenSym;
}

/** A resolved hop before its code is attached. */
export type HopTarget = Omit<HopPlan, 'code'>;

/** Resolves one exchange's hops. */
export type VenueResolver = (query: HopQuery) => HopTarget;

const MAX_U64 = (1n << 64n) - 1n;

/** The hop id as a uint64 (pool, pair and market ids); aborts for anything else. */
export function numericId(query: HopQuery): bigint {
  const ok = /^(0|[1-9]\d{0,19})$/.test(query.id) && BigInt(query.id) <= MAX_U64;
  query.ctx.check(ok, `${query.label}: the id must be a whole number`);
  return BigInt(query.id);
}

/** The hop id as a symbol code (Taco and NeftyBlocks pair codes); aborts for anything else. */
export function codeId(query: HopQuery): string {
  query.ctx.check(isSymbolCode(query.id), `${query.label}: the id must be a pair code like TLMWAX`);
  return query.id;
}

/** Aborts unless the venue's contract exists on this chain. */
export function requireVenue(query: HopQuery, venue: string): void {
  query.ctx.check(query.ctx.isAccount(venue), `${query.label}: ${venue} does not exist on this chain`);
}

/** The token a two-token venue pays for `tokenIn`; aborts when the venue does not trade it. */
export function otherSide(query: HopQuery, what: string, token0: TokenSym, token1: TokenSym): TokenSym {
  if (sameTokenSym(token0, query.tokenIn)) return token1;
  query.ctx.check(
    sameTokenSym(token1, query.tokenIn),
    `${query.label}: ${what} trades ${formatTokenSym(token0)} / ${formatTokenSym(token1)}, not ${formatTokenSym(query.tokenIn)}`,
  );
  return token0;
}
