/** What every kind of venue shares: token checks, the token-addressed quote, display helpers. */
import { type Amount, isValidPrecision, makeAmount, MAX_UNITS, pow10 } from '../amount';
import { tokenParam, type TokenId, type Token } from '../domain';
import type { FeeRate, Venue } from './types';

/** The map key of a token: `TICKER_contract`. */
export function tokenKey(token: TokenId): string {
  return tokenParam(token);
}

/** Throws RangeError unless both tokens have a valid precision and differ. */
export function assertVenueTokens(token0: Token, token1: Token): void {
  for (const token of [token0, token1]) {
    if (!isValidPrecision(token.precision)) throw new RangeError(`${tokenKey(token)} has an invalid precision ${token.precision}`);
  }
  if (tokenKey(token0) === tokenKey(token1)) throw new RangeError(`A venue needs two different tokens, got ${tokenKey(token0)} twice`);
}

/** Throws RangeError unless the venue id is usable in a swap memo hop (letters, digits, dots). */
export function assertVenueId(id: string): void {
  if (!/^[0-9A-Za-z.]{1,32}$/.test(id)) throw new RangeError(`Venue id "${id}" must be 1-32 letters, digits or dots`);
}

/** An exact rate; throws RangeError unless 0 ≤ numerator < denominator. */
export function feeRate(numerator: bigint, denominator: bigint): FeeRate {
  if (denominator <= 0n || numerator < 0n || numerator >= denominator) throw new RangeError(`Fee ${numerator}/${denominator} must be at least 0 and below 1`);
  return { numerator, denominator };
}

/** Units as an amount for display, capped at the int64 an asset holds. */
export function displayAmount(units: bigint, precision: number): Amount {
  return makeAmount(units > MAX_UNITS ? MAX_UNITS : units < 0n ? 0n : units, precision);
}

/** outUnits / inUnits in whole tokens, as a float for display (0 when either side is 0). */
export function wholeRatio(outUnits: bigint, outPrecision: number, inUnits: bigint, inPrecision: number): number {
  if (outUnits <= 0n || inUnits <= 0n) return 0;
  // Divide in integers at 10^36 first, so tiny and huge unit counts both keep float precision.
  const ratio = (outUnits * pow10(inPrecision) * RATIO_SCALE) / (inUnits * pow10(outPrecision));
  return Number(ratio) / 1e36;
}

const RATIO_SCALE = 10n ** 36n;

type VenueCore = Omit<Venue, 'quoteExactIn'>;

/** Completes a venue with the token-addressed quote. */
export function defineVenue(core: VenueCore): Venue {
  assertVenueTokens(core.token0, core.token1);
  assertVenueId(core.id);
  const key0 = tokenKey(core.token0);
  const key1 = tokenKey(core.token1);
  return Object.freeze({
    ...core,
    quoteExactIn(tokenIn: TokenId, amountIn: bigint): bigint | null {
      const key = tokenKey(tokenIn);
      if (key !== key0 && key !== key1) throw new RangeError(`${core.exchange} venue ${core.id} does not trade ${key}`);
      return core.quoteDirected(key === key0, amountIn);
    },
  });
}
