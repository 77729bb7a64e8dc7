import { describe, expect, it } from 'vitest';
import type { TableRowsParams } from '../../services/tableRows';
import { createOpenOrders, OPEN_ORDERS_AREA } from './openOrders';

const MARKET = { id: 3, base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 }, quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 } };
const row = (id: number, timestamp: number, side: 'buy' | 'sell' = 'buy') => ({
  id,
  account: 'judy',
  bid: side === 'buy' ? '12.00000000 WAX' : '60.0000 TLM',
  ask: side === 'buy' ? '60.0000 TLM' : '12.00000000 WAX',
  unit_price: '20000000',
  timestamp,
});

function harness(answer: (params: TableRowsParams) => Promise<unknown[]>) {
  const events: string[] = [];
  const asked: TableRowsParams[] = [];
  const store = createOpenOrders({
    readRows: (params) => {
      asked.push(params);
      return answer(params);
    },
    startLoading: (name) => void events.push(`start ${name}`),
    stopLoading: (name) => void events.push(`stop ${name}`),
    failLoading: (name, error) => void events.push(`fail ${name}: ${String(error)}`),
    warn: (message) => void events.push(`warn ${message}`),
  });
  return { store, events, asked };
}

describe('open orders', () => {
  it('reads both sides by the account index and lists them newest first', async () => {
    const { store, events, asked } = harness(async (params) => (params.table === 'buyorder' ? [row(1, 10)] : [row(2, 20, 'sell')]));
    const orders = await store.refresh(MARKET, 'judy');
    expect(asked).toEqual([
      { code: 'alcordexmain', scope: '3', table: 'buyorder', index_position: 3, key_type: 'name', lower_bound: 'judy', upper_bound: 'judy' },
      { code: 'alcordexmain', scope: '3', table: 'sellorder', index_position: 3, key_type: 'name', lower_bound: 'judy', upper_bound: 'judy' },
    ]);
    expect(orders?.map((order) => order.key)).toEqual(['sell:2', 'buy:1']);
    expect(store.loadedFor.value).toBe('judy@3');
    expect(events).toEqual([`start ${OPEN_ORDERS_AREA}`, `stop ${OPEN_ORDERS_AREA}`]);
  });

  it('shows an error only for a list never read; a failed refresh keeps the list', async () => {
    let fail = true;
    const { store, events } = harness(async () => {
      if (fail) throw new Error('node down');
      return [row(1, 10)];
    });
    expect(await store.refresh(MARKET, 'judy')).toBeNull();
    expect(events.at(-1)).toBe(`fail ${OPEN_ORDERS_AREA}: Error: node down`);
    fail = false;
    await store.refresh(MARKET, 'judy');
    fail = true;
    await store.refresh(MARKET, 'judy');
    expect(store.orders.value).toHaveLength(1);
    expect(events.at(-1)).toBe('warn could not refresh the open orders of judy: Error: node down');
  });

  it('lets the latest read win and forgets everything on clear', async () => {
    const answers: ((rows: unknown[]) => void)[] = [];
    const { store } = harness(() => new Promise((resolve) => answers.push(resolve)));
    const first = store.refresh(MARKET, 'judy');
    const second = store.refresh(MARKET, 'judy');
    answers[2]!([row(5, 5)]);
    answers[3]!([]);
    answers[0]!([row(1, 1)]);
    answers[1]!([]);
    expect(await first).toBeNull();
    expect((await second)?.map((order) => order.key)).toEqual(['buy:5']);
    store.clear();
    expect([store.orders.value, store.loadedFor.value]).toEqual([[], null]);
  });
});
