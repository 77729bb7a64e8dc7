/** What the market selector lists (SPEC §2 Market screen, §5 searches): a filter tab, a search, volume order. */
import { EXCHANGE_NAMES, type Exchange } from '../../core/urlParams';
import type { Market } from '../../core/domain';

/** A filter tab: every market, the favourites, or one exchange. */
export type MarketFilter = 'all' | 'favorites' | Exchange;

/** The selector's tabs: All and Favourites, and one per exchange type when the list has more than one. */
export function marketFilters(markets: readonly Market[]): { id: MarketFilter; label: string }[] {
  const sources = [...new Set(markets.map((market) => market.src))];
  const bySource = sources.length > 1 ? sources.map((src) => ({ id: src, label: EXCHANGE_NAMES[src] })) : [];
  return [{ id: 'all', label: 'All' }, { id: 'favorites', label: 'Favourites' }, ...bySource];
}

/** "TLM/WAX". */
export function pairName(market: Market): string {
  return `${market.quote.ticker}/${market.base.ticker}`;
}

/** SPEC §5: a case-insensitive substring of either token's ticker or contract, or of the pair's name. */
function matchesSearch(market: Market, needle: string): boolean {
  if (needle === '') return true;
  const haystack = [market.quote.ticker, market.quote.contract, market.base.ticker, market.base.contract, pairName(market)];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

/** The markets a tab and a search leave, busiest first (SPEC §9: markets sort by 24 h volume, descending). */
export function filterMarkets(markets: readonly Market[], filter: MarketFilter, search: string, favourites: readonly string[]): Market[] {
  const needle = search.trim().toLowerCase();
  return markets
    .filter((market) => (filter === 'all' ? true : filter === 'favorites' ? favourites.includes(market.srcId) : market.src === filter))
    .filter((market) => matchesSearch(market, needle))
    .sort((a, b) => b.volume24h - a.volume24h || a.id - b.id);
}
