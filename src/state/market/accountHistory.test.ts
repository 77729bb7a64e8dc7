import { describe, expect, it } from 'vitest';
import type { AccountTrade } from '../../core/trading';
import { createAccountHistory, HISTORY_PAGE } from './accountHistory';

const MARKET = {
  id: 3,
  src: 'alcormarket' as const,
  base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 },
  quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
};
const trade = (key: number) => ({ key: String(key) }) as AccountTrade;
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => trade(from - i));

describe('account history', () => {
  it('loads 20 newest, then more from the next offset, without repeating a trade', async () => {
    const asked: { limit: number; offset: number }[] = [];
    const pages = [page(100, HISTORY_PAGE), [...page(81, 5)]];
    const history = createAccountHistory({
      fetchPage: async (_market, _account, request) => {
        asked.push(request);
        return { trades: pages.shift() ?? [], rows: asked.length === 1 ? HISTORY_PAGE : 5 };
      },
      runPageFetch: (_name, fetcher) => fetcher(),
    });
    await history.load(MARKET, 'judy');
    expect(history.history.value).toMatchObject({ key: 'judy@3', offset: 20, more: true });
    await history.loadMore(MARKET, 'judy');
    expect(asked).toEqual([
      { limit: 20, offset: 0 },
      { limit: 20, offset: 20 },
    ]);
    // Trade 81 came again on the next page (a new trade pushed the pages): it shows once.
    expect(history.history.value.trades.map((t) => t.key)).toEqual([...page(100, 20), ...page(80, 4)].map((t) => t.key));
    expect(history.history.value.more).toBe(false);
    await history.loadMore(MARKET, 'judy');
    expect(asked).toHaveLength(2);
  });

  it('keeps the shown trades when "more" fails, and says why', async () => {
    let calls = 0;
    const history = createAccountHistory({
      fetchPage: async () => {
        if (calls++ > 0) throw new Error('HTTP 503');
        return { trades: page(50, 20), rows: 20 };
      },
      runPageFetch: (_name, fetcher) => fetcher(),
    });
    await history.load(MARKET, 'judy');
    await history.loadMore(MARKET, 'judy');
    expect(history.history.value).toMatchObject({ moreError: 'HTTP 503', loadingMore: false, more: true });
    expect(history.history.value.trades).toHaveLength(20);
    history.clear();
    expect(history.history.value.key).toBeNull();
  });

  it('leaves the error to the named loader when the first page fails', async () => {
    const history = createAccountHistory({
      fetchPage: async () => Promise.reject(new Error('down')),
      runPageFetch: (_name, fetcher) => fetcher(),
    });
    await history.load(MARKET, 'judy');
    expect(history.history.value).toMatchObject({ key: 'judy@3', trades: [], more: false });
  });
});
