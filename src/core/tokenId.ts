/** Token identity: a contract account and a symbol code, written `TICKER_contract` in URLs (SPEC §2, §3). */
export type TokenId = { readonly ticker: string; readonly contract: string };

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
