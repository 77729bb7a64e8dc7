/** The token selector's list rules (SPEC §2 Modals "Token selector", §5 searches): quick picks, search and sort. */
import type { Amount } from '../../core/amount';
import { toDisplayNumber } from '../../core/amount';
import { parseTokenParam, sameToken, type TokenId, type ListedToken } from '../../core/domain';

/** Quick-select tokens: WAX and a few named tokens, shown when the endpoint lists them. */
export const QUICK_TOKENS: readonly TokenId[] = [
  'WAX_eosio.token',
  'TLM_alien.worlds',
  'USDT_usdt.alcor',
  'NEFTY_token.nefty',
  'AETHER_e.rplanet',
  'LSWAX_token.fusion',
]
  .map((key) => parseTokenParam(key))
  .filter((token): token is TokenId => token !== null);

/** How the list is sorted. */
export type TokenSort = 'rank' | 'ticker' | 'balance' | 'liquidity';

export const TOKEN_SORTS: readonly { id: TokenSort; label: string }[] = [
  { id: 'rank', label: 'Most traded' },
  { id: 'balance', label: 'My balance' },
  { id: 'liquidity', label: 'Liquidity' },
  { id: 'ticker', label: 'Name A–Z' },
];

/** The quick-select tokens the list has, in their fixed order. */
export function quickTokens(tokens: readonly ListedToken[]): ListedToken[] {
  return QUICK_TOKENS.map((id) => tokens.find((token) => sameToken(token, id))).filter((token): token is ListedToken => token !== undefined);
}

/** Tokens whose ticker or contract contains the query, case-insensitively (SPEC §5). */
export function searchTokens(tokens: readonly ListedToken[], query: string): ListedToken[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...tokens];
  return tokens.filter((token) => token.ticker.toLowerCase().includes(needle) || token.contract.toLowerCase().includes(needle));
}

const byTicker = (a: ListedToken, b: ListedToken) => a.ticker.localeCompare(b.ticker) || a.contract.localeCompare(b.contract);

/** Sorted copy; balances sort by their WAX value, tokens without a price or balance last. */
export function sortTokens(tokens: readonly ListedToken[], sort: TokenSort, balances: ReadonlyMap<string, Amount>): ListedToken[] {
  const list = [...tokens];
  switch (sort) {
    case 'ticker':
      return list.sort(byTicker);
    case 'liquidity':
      return list.sort((a, b) => b.liquidity * (b.waxPrice ?? 0) - a.liquidity * (a.waxPrice ?? 0) || byTicker(a, b));
    case 'balance': {
      const value = (token: ListedToken) => {
        const balance = balances.get(token.key);
        return balance ? toDisplayNumber(balance) * (token.waxPrice ?? 0) : -1;
      };
      return list.sort((a, b) => value(b) - value(a) || byTicker(a, b));
    }
    case 'rank':
      return list.sort((a, b) => (a.rank || Number.MAX_SAFE_INTEGER) - (b.rank || Number.MAX_SAFE_INTEGER) || byTicker(a, b));
  }
}
