/** The light API's paths (SPEC §7, NOTES "Light API"), arguments escaped. */

/** SPEC §9: the top holders limit of the public light API (a network may configure a larger one). */
export const TOP_HOLDERS_LIMIT = 1000;

const seg = encodeURIComponent;

/** `topholders/{chain}/{contract}/{SYMBOL}/{limit}`. */
export function topHoldersPath(chain: string, contract: string, symbol: string, limit: number): string {
  return `topholders/${chain}/${seg(contract)}/${seg(symbol)}/${limit}`;
}

/** `holdercount/{chain}/{contract}/{SYMBOL}`. */
export function holderCountPath(chain: string, contract: string, symbol: string): string {
  return `holdercount/${chain}/${seg(contract)}/${seg(symbol)}`;
}

/** `balances/{chain}/{account}`. */
export function balancesPath(chain: string, account: string): string {
  return `balances/${chain}/${seg(account)}`;
}

/** `accinfo/{chain}/{account}`. */
export function accinfoPath(chain: string, account: string): string {
  return `accinfo/${chain}/${seg(account)}`;
}
