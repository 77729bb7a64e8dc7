/** Pieces every v2 venue's memos and action data share: canonical integers, token symbols, LP letters. */
import { isValidPrecision, makeAmount, MAX_UNITS, type Amount } from '../../amount';
import { isAccountName, isSymbolCode, type Token } from '../../domain';

/** A transfer memo a v2 contract does not act on: it keeps the tokens and does nothing (NOTES "v2 venues"). */
export type IgnoredMemo = { readonly kind: 'ignored' };
/** A memo that names a contract's operation but is malformed: the contract aborts with `reason`. */
export type InvalidMemo = { readonly kind: 'invalid'; readonly reason: string };

/** The ignored-memo value. */
export const IGNORED: IgnoredMemo = Object.freeze({ kind: 'ignored' });

/** An invalid-memo value with its reason. */
export function invalid(reason: string): InvalidMemo {
  return { kind: 'invalid', reason };
}

// Canonical: "0" or digits without a leading zero, so one number has exactly one spelling.
const CANONICAL_UINT = /^(0|[1-9]\d{0,19})$/;

/** A canonical decimal integer from 0 to `max`; null for anything else (signs, spaces, leading zeros). */
export function readCanonicalUint(text: string, max: bigint): bigint | null {
  if (!CANONICAL_UINT.test(text)) return null;
  const value = BigInt(text);
  return value <= max ? value : null;
}

/** A raw minimum received (units of the output token): 0 to the int64 an asset holds. */
export function readMinOutRaw(text: string): bigint | null {
  return readCanonicalUint(text, MAX_UNITS);
}

/** A pool or pair id: a canonical decimal safe integer. */
export function readPoolId(text: string): number | null {
  const value = readCanonicalUint(text, BigInt(Number.MAX_SAFE_INTEGER));
  return value === null ? null : Number(value);
}

/** Throws RangeError unless `units` is a raw amount an asset can hold (0 to 2^63−1); `what` names it. */
export function requireUnits(units: bigint, what: string): void {
  if (units < 0n || units > MAX_UNITS) throw new RangeError(`${what} must be 0 to ${MAX_UNITS} units, got ${units}`);
}

/** Throws RangeError unless `minOutRaw` is a raw amount an asset can hold. */
export function requireMinOutRaw(minOutRaw: bigint): void {
  requireUnits(minOutRaw, 'A minimum received');
}

/** Throws RangeError unless `id` is a non-negative safe integer. */
export function requirePoolId(id: number): void {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`A pool id must be a non-negative integer, got ${id}`);
}

/** `8,WAX`: a symbol as ABI JSON writes it. */
export function symbolText(precision: number, ticker: string): string {
  if (!isValidPrecision(precision) || !isSymbolCode(ticker)) throw new RangeError(`"${precision},${ticker}" is not a symbol`);
  return `${precision},${ticker}`;
}

/** `8,WAX@eosio.token`. */
export function formatExtendedSymbol(token: Token): string {
  if (!isAccountName(token.contract)) throw new RangeError(`"${token.contract}" is not an account name`);
  return `${symbolText(token.precision, token.ticker)}@${token.contract}`;
}

const EXTENDED_SYMBOL = /^(\d{1,2}),([A-Z]{1,7})@([a-z1-5.]{1,12})$/;

/** Reads `8,WAX@eosio.token` exactly; null for anything else. */
export function readExtendedSymbol(text: string): Token | null {
  const match = EXTENDED_SYMBOL.exec(text);
  if (!match) return null;
  const precision = Number(match[1]);
  const [, , ticker = '', contract = ''] = match;
  return isValidPrecision(precision) && isAccountName(contract) ? { ticker, precision, contract } : null;
}

/** Same contract, ticker and precision. */
export function sameExtendedSymbol(a: Token, b: Token): boolean {
  return a.contract === b.contract && a.ticker === b.ticker && a.precision === b.precision;
}

/** An extended_symbol as ABI JSON: `{ sym: "8,WAX", contract }`. */
export function extendedSymbolJson(token: Token): { sym: string; contract: string } {
  if (!isAccountName(token.contract)) throw new RangeError(`"${token.contract}" is not an account name`);
  return { sym: symbolText(token.precision, token.ticker), contract: token.contract };
}

/** Every devnet v2 LP token has precision 0: one unit of ⌊√(a0·a1)⌋ liquidity is one LP token. */
export const LP_PRECISION = 0;

/** An amount of LP tokens. */
export function lpAmount(units: bigint): Amount {
  return makeAmount(units, LP_PRECISION);
}

const LETTERS = 26n;

/** The largest number four LP letters reach (ZZZZ): the pairs a 3-letter prefix + letters can name within 7 characters. */
export const MAX_FOUR_LETTER_NUMBER = 475_254n;

/** Bijective base-26 letters of n ≥ 1: 1 → A, 26 → Z, 27 → AA (how LP symbols number pairs). */
export function lpLetters(n: bigint): string {
  if (n < 1n) throw new RangeError(`LP letters number pairs from 1, got ${n}`);
  let out = '';
  for (let rest = n; rest > 0n; rest = (rest - 1n) / LETTERS) out = String.fromCharCode(65 + Number((rest - 1n) % LETTERS)) + out;
  return out;
}

/** The number `lpLetters` wrote; null unless the text is 1+ capital letters. */
export function lpNumber(letters: string): bigint | null {
  if (!/^[A-Z]+$/.test(letters)) return null;
  let n = 0n;
  for (const letter of letters) n = n * LETTERS + BigInt(letter.charCodeAt(0) - 64);
  return n;
}
