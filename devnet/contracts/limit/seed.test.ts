/** seedLimitOrders: configured fees, registered tokens, the maker's slots, and orders on both sides of each token. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAsset } from '../../chain/core/asset';
import { startTestChain, type TestChain } from '../../chain/testing/harness';
import { balance, tableRows, TLM, transfer, WAX } from '../orderbook/chain.testutil';
import { DEFAULT_BOOK_MARKETS } from '../orderbook/seed';
import { limitOrderContract } from './limit';
import { seedLimitOrders } from './seed';
import { nameToU64 } from '../../chain/core/name';
import { balancesTable, ordersTable } from './tables';

let t: TestChain;
beforeAll(async () => {
  t = await startTestChain({ contracts: [limitOrderContract] });
});
afterAll(async () => t.stop());

describe('seedLimitOrders', () => {
  it('registers WAX and every token and opens three orders a side per token', async () => {
    const ids = await seedLimitOrders(t.chain);
    expect(ids).toEqual(Array.from({ length: DEFAULT_BOOK_MARKETS.length * 6 }, (_, i) => BigInt(i + 1)));
    expect(await tableRows(t, { code: 'calcormining', scope: 'calcormining', table: 'config' })).toEqual([
      { fee: 25, maker_fee: 10, next_order_id: ids.length + 1 },
    ]);
    const tokens = await tableRows(t, { code: 'calcormining', scope: 'calcormining', table: 'tokens' });
    expect(tokens.map((r) => (r.token as { sym: string }).sym)).toEqual(['8,WAX', ...DEFAULT_BOOK_MARKETS.map((m) => `${m.precision},${m.ticker}`)]);
    const orders = [...t.chain.table('calcormining', ordersTable, 'calcormining').rows()];
    const tlm = orders.filter((o) => o.bid.symbol.code === 'TLM' || o.ask.symbol.code === 'TLM');
    expect(tlm.filter((o) => o.bid.symbol.code === 'WAX')).toHaveLength(3);
    expect(tlm.filter((o) => o.bid.symbol.code === 'TLM')).toHaveLength(3);
    expect(balance(t, 'limitmaker', WAX)).toBe(0n);
    const held = orders.filter((o) => o.bid.symbol.code === 'WAX').reduce((sum, o) => sum + o.bid.amount, 0n);
    expect(balance(t, 'calcormining', WAX)).toBe(held);
  });

  it('seeds orders a keeper can fill', async () => {
    const order = [...t.chain.table('calcormining', ordersTable, 'calcormining').rows()].find(
      (o) => o.bid.symbol.code === 'WAX' && o.ask.symbol.code === 'TLM',
    )!;
    const held = () => {
      const row = t.chain.table('calcormining', balancesTable, 'calcormining').find(nameToU64('limitmaker'));
      return row?.quantities.find((q) => q.contract === TLM.contract && q.quantity.symbol.code === 'TLM')?.quantity.amount;
    };
    const before = { held: held(), wallet: balance(t, 'limitmaker', TLM) };
    expect(before.held).toBe(0n);
    await transfer(t, TLM, 'bob', 'calcormining', formatAsset(order.ask), `fill:${order.id}`);
    // The maker's balance in the contract is credited the whole ask less the 0.10 % maker fee; its wallet is untouched.
    expect(held()).toBe(order.ask.amount - (order.ask.amount * 10n + 9_999n) / 10_000n);
    expect(balance(t, 'limitmaker', TLM)).toBe(before.wallet);
  });
});
