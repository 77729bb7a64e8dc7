/**
 * A token (SPEC §3 Token): the one type every layer uses. Its identity is a contract account and a
 * symbol code, written `TICKER_contract` in URLs; its precision counts its units. A URL names a
 * token without its precision: that is a `TokenId`, the identity part of a `Token`.
 */

/** Token identity: a contract account and a symbol code, written `TICKER_contract` in URLs (SPEC §2, §3). */
export type TokenId = { readonly ticker: string; readonly contract: string };

/** A token: identity and the precision its units are counted at (the chain's `4,TLM` on `alien.worlds`). */
export type Token = TokenId & { readonly precision: number };

/** What the tokens/ list says of a token besides its identity (SPEC §3 Token list view fields). */
export type TokenListing = {
  /** `TICKER_contract`. */
  readonly key: string;
  readonly logo: string | null;
  /** WAX per whole token, null when unknown (display only). */
  readonly waxPrice: number | null;
  readonly isWax: boolean;
  readonly isLpToken: boolean;
  readonly rank: number;
  readonly volume24h: number;
  readonly liquidity: number;
  /** `TICKER_contract` of every token it trades against. */
  readonly pairedWith: readonly string[];
};

/** A token of the tokens/ list: what the swap screen's selector shows and picks from. */
export type ListedToken = Token & TokenListing;

/** The most decimals a token may have (the chain's symbol precision fits 0..18). */
export const MAX_PRECISION = 18;

const ACCOUNT_NAME = /^[a-z1-5.]{1,12}$/;
const SYMBOL_CODE = /^[A-Z]{1,7}$/;

/** True when `name` is an Antelope account name (SPEC §5: a-z, 1-5 and dots; at most 12 here). */
export function isAccountName(name: string): boolean {
  return ACCOUNT_NAME.test(name) && !name.endsWith('.');
}

/** True when `code` is an Antelope symbol code (1-7 capital letters). */
export function isSymbolCode(code: string): boolean {
  return SYMBOL_CODE.test(code);
}

function splitOnce(text: string): [string, string] | null {
  const parts = text.split('_');
  if (parts.length !== 2) return null;
  const [left, right] = parts as [string, string];
  return left && right ? [left, right] : null;
}

/** Parses `TICKER_contract` (swap and limit URLs); the ticker must already be upper case. */
export function parseTokenParam(text: string | undefined): TokenId | null {
  if (!text) return null;
  const parts = splitOnce(text);
  if (!parts) return null;
  const [ticker, contract] = parts;
  return isSymbolCode(ticker) && isAccountName(contract) ? { ticker, contract } : null;
}

/** Parses a token page hash `ticker_contract` (any case ticker; SPEC §5 "Token not found" otherwise). */
export function parseTokenHash(text: string | undefined): TokenId | null {
  if (!text) return null;
  const parts = splitOnce(text);
  if (!parts) return null;
  const [ticker, contract] = parts;
  const upper = ticker.toUpperCase();
  return isSymbolCode(upper) && isAccountName(contract) ? { ticker: upper, contract } : null;
}

/** `TICKER_contract`, the form of swap and limit URLs. */
export function tokenParam(token: TokenId): string {
  return `${token.ticker}_${token.contract}`;
}

/** `ticker_contract`, the identifier form of token pages and pairs (SPEC §3). */
export function tokenHash(token: TokenId): string {
  return `${token.ticker.toLowerCase()}_${token.contract}`;
}

/** Same contract and ticker. */
export function sameToken(a: TokenId, b: TokenId): boolean {
  return a.ticker === b.ticker && a.contract === b.contract;
}

/** True when `precision` is a whole number of decimals a token may have. */
export function isPrecision(precision: unknown): precision is number {
  return typeof precision === 'number' && Number.isInteger(precision) && precision >= 0 && precision <= MAX_PRECISION;
}

const isObject = (raw: unknown): raw is Record<string, unknown> => typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/**
 * The API's token object `{contract, symbol: {ticker, precision}}` (tokens/, markets/, swapRoutes)
 * as a Token. Throws naming `what` and the field when it is not one.
 */
export function parseToken(raw: unknown, what: string): Token {
  if (!isObject(raw)) throw new Error(`${what} must be an object`);
  if (!isObject(raw.symbol)) throw new Error(`${what}.symbol must be an object`);
  const { contract } = raw;
  const { ticker, precision } = raw.symbol;
  if (typeof contract !== 'string') throw new Error(`${what}.contract must be text`);
  if (typeof ticker !== 'string') throw new Error(`${what}.symbol.ticker must be text`);
  if (typeof precision !== 'number' || !Number.isFinite(precision)) throw new Error(`${what}.symbol.precision must be a number`);
  if (!isAccountName(contract) || !isSymbolCode(ticker) || !isPrecision(precision)) throw new Error(`${what} is not a token`);
  return { contract, ticker, precision };
}
