/** seedOrderBooks: listed markets with uncrossed depth on both sides, funded exactly. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../chain/testing/harness';
import { balance, TLM, WAX } from './chain.testutil';
import { orderBookContract } from './orderbook';
import { DEFAULT_BOOK_MARKETS, seedOrderBooks } from './seed';
import { buyOrderTable, marketsTable, sellOrderTable } from './tables';

let t: TestChain;
beforeAll(async () => {
  t = await startTestChain({ contracts: [orderBookContract] });
});
afterAll(async () => t.stop());

const side = (table: typeof buyOrderTable, id: bigint) => [...t.chain.table('alcordexmain', table, id).index('byprice').rows()];

describe('seedOrderBooks', () => {
  it('lists every default market with ten uncrossed levels a side around its mid price', async () => {
    const ids = await seedOrderBooks(t.chain);
    expect(ids).toEqual(DEFAULT_BOOK_MARKETS.map((_, i) => BigInt(i)));
    const markets = [...t.chain.table('alcordexmain', marketsTable, 'alcordexmain').rows()];
    expect(markets.map((m) => `${m.quote_token.sym.code}@${m.quote_token.contract}`)).toEqual(DEFAULT_BOOK_MARKETS.map((m) => `${m.ticker}@${m.contract}`));
    DEFAULT_BOOK_MARKETS.forEach((seed, i) => {
      const bids = side(buyOrderTable, BigInt(i));
      const asks = side(sellOrderTable, BigInt(i));
      expect(bids).toHaveLength(10);
      expect(asks).toHaveLength(10);
      expect(bids[0]!.unit_price).toBeLessThan(seed.midUnitPrice);
      expect(asks[0]!.unit_price).toBeGreaterThan(seed.midUnitPrice);
      expect(bids.every((o) => o.account === 'bookmaker')).toBe(true);
    });
  });

  it('leaves the maker holding nothing it did not place, and the contract exactly the resting bids', () => {
    expect(balance(t, 'bookmaker', WAX)).toBe(0n);
    expect(balance(t, 'bookmaker', TLM)).toBe(0n);
    const restingWax = DEFAULT_BOOK_MARKETS.reduce((sum, _, i) => sum + side(buyOrderTable, BigInt(i)).reduce((s, o) => s + o.bid.amount, 0n), 0n);
    expect(balance(t, 'alcordexmain', WAX)).toBe(restingWax);
    expect(balance(t, 'alcordexmain', TLM)).toBe(side(sellOrderTable, 0n).reduce((s, o) => s + o.bid.amount, 0n));
  });
});

describe('restarts', () => {
  it('replays the journal to the same books', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-book-'));
    try {
      const first = await startTestChain({ dataDir, contracts: [orderBookContract] });
      await seedOrderBooks(first.chain, { markets: DEFAULT_BOOK_MARKETS.slice(0, 2), levels: 3 });
      await first.chain.pushAction(
        'alien.worlds',
        'transfer',
        { from: 'bob', to: 'alcordexmain', quantity: '100.0000 TLM', memo: '0.00000000 WAX@eosio.token' },
        'bob@active',
      );
      const read = (chain: TestChain) =>
        ['buyorder', 'sellorder'].map((table) => chain.chain.getTableRows({ code: 'alcordexmain', scope: '0', table, json: true }).rows);
      const books = read(first);
      await first.stop();
      const second = await startTestChain({ dataDir, contracts: [orderBookContract] });
      expect(second.chain.fresh).toBe(false);
      expect(read(second)).toEqual(books);
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
