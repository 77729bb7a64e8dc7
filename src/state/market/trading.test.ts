import { describe, expect, it } from 'vitest';
import { signal } from '@preact/signals-react';
import { makeAmount } from '../../core/amount';
import type { Market } from '../../core/domain';
import type { OpenOrder } from '../../core/trading';
import type { SendActionsRequest } from '../transactions';
import type { AccountHistoryStore } from './accountHistory';
import type { OpenOrdersStore } from './openOrders';
import { createOrderLedger } from './orderLedger';
import { createTrading } from './trading';

const MARKET: Market = {
  id: 3,
  src: 'alcormarket',
  srcId: 'alcormarket_3',
  base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 },
  quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
  frozen: false,
  lastPrice: 0.2,
  bestBid: 0.2,
  bestAsk: 0.21,
  volume24h: 0,
  priceChange24h: 0,
  baseWaxPrice: 1,
  bookLevels: 2,
};
const TERMS_ROW = { id: 3, min_buy: '0.00000100 WAX', min_sell: '0.0001 TLM', frozen: 0, fee: 20 };
const resting = (id: number): OpenOrder => ({
  key: `buy:${id}`,
  id: BigInt(id),
  side: 'buy',
  unitPrice: 20_000_000n,
  quote: makeAmount(600_000n, 4),
  base: makeAmount(1_200_000_000n, 8),
  timestamp: 1,
});

function harness(options: { account?: string | null; ok?: boolean } = {}) {
  const sent: SendActionsRequest[] = [];
  const notes: string[] = [];
  const log: string[] = [];
  const listed = signal<readonly OpenOrder[]>([]);
  const openOrders = {
    orders: listed,
    refresh: async () => {
      log.push('orders');
      return listed.value;
    },
  } as unknown as OpenOrdersStore;
  const history = { load: async () => void log.push('history') } as unknown as AccountHistoryStore;
  const ledger = createOrderLedger({ load: () => ({}), save: () => undefined, now: () => 0 });
  const trading = createTrading({
    account: () => (options.account === undefined ? 'judy' : options.account),
    market: signal<Market | null>(MARKET),
    readRows: async () => [TERMS_ROW],
    sendActions: async (request) => {
      sent.push(request);
      return options.ok === false ? { ok: false, txIds: [], error: 'overdrawn balance' } : { ok: true, txIds: ['ab'.repeat(32)] };
    },
    notify: (note) => notes.push(`${note.title}: ${note.text ?? ''}`),
    openLogin: () => void log.push('login'),
    refreshBalances: async () => void log.push('balances'),
    slippage: () => 50,
    now: () => 0,
    openOrders,
    history,
    ledger,
    warn: (message) => void log.push(message),
  });
  return { trading, sent, notes, log, listed, ledger };
}

describe('trading on the shown market', () => {
  it('places a limit order as the transfer to alcordexmain and answers the transaction id', async () => {
    const { trading, sent, listed, ledger, log } = harness();
    await trading.loadTerms(MARKET);
    expect(trading.terms.value).toMatchObject({ feeBps: 20 });
    const result = await trading.placeBookOrder({ side: 'buy', kind: 'limit', unitPrice: '20000000', quoteUnits: 600_000n });
    expect(result).toEqual({ ok: true, trxId: 'ab'.repeat(32) });
    expect(sent[0]).toMatchObject({
      actions: [
        { account: 'eosio.token', name: 'transfer', data: { from: 'judy', to: 'alcordexmain', quantity: '12.00000000 WAX', memo: '60.0000 TLM@alien.worlds' } },
      ],
      loaderName: 'trade_placeorder',
      quickUpdate: false,
    });
    // Once the order shows in the account's rows, the ledger knows what it gave.
    listed.value = [resting(12)];
    await sent[0]!.refresh!();
    expect(log).toEqual(expect.arrayContaining(['balances', 'history', 'orders']));
    expect(ledger.initialBid('judy', 3, 'buy:12')).toBe(1_200_000_000n);
  });

  it('refuses a zero order with "Order failed" / "Quantity must be positive" and signs nothing', async () => {
    const { trading, sent, notes } = harness();
    expect(await trading.placeBookOrder({ side: 'sell', kind: 'limit', unitPrice: '20000000', quoteUnits: 0n })).toEqual({
      ok: false,
      error: 'Quantity must be positive',
    });
    expect(notes).toEqual(['Order failed: Quantity must be positive']);
    expect(sent).toHaveLength(0);
  });

  it('asks to connect when logged out, and answers the chain’s refusal', async () => {
    const loggedOut = harness({ account: null });
    expect(await loggedOut.trading.placeBookOrder({ side: 'buy', kind: 'limit', unitPrice: '1', quoteUnits: 1n })).toEqual({
      ok: false,
      error: 'Connect a wallet first',
    });
    expect(loggedOut.log).toContain('login');
    const refused = harness({ ok: false });
    expect(await refused.trading.placeBookOrder({ side: 'buy', kind: 'limit', unitPrice: '20000000', quoteUnits: 600_000n })).toEqual({
      ok: false,
      error: 'overdrawn balance',
    });
  });

  it('cancels several orders in one transaction', async () => {
    const { trading, sent } = harness();
    await trading.cancelOrders([resting(1), { ...resting(2), key: 'sell:2', side: 'sell' }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      title: 'Cancel 2 orders',
      actions: [
        { account: 'alcordexmain', name: 'cancelbuy', data: { executor: 'judy', market_id: '3', order_id: '1' } },
        { account: 'alcordexmain', name: 'cancelsell', data: { executor: 'judy', market_id: '3', order_id: '2' } },
      ],
    });
    expect(await trading.cancelOrders([])).toBeNull();
  });
});
