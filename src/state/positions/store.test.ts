import { signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../core/amount';
import type { VirtualPosition } from '../../core/positions';
import type { PositionsFrame, PositionsInput } from '../../../workers/market.client';
import { createPositionsStore, type PositionsStoreDeps } from './store';

const MARKET = {
  src: 'alcormarket',
  pairId: 3,
  base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 },
  quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
};
const TLM = (units: bigint) => makeAmount(units, 4);
const TRX = 'cd'.repeat(32);

type OrderCall = Parameters<PositionsStoreDeps['placeOrder']>[0];
type Answer = { ok: true; trxId: string } | { ok: false; error: string };

function setup(options: { stored?: unknown; answer?: Answer } = {}) {
  let clock = 10_000;
  let ids = 0;
  let stored: unknown = options.stored ?? null;
  const handedOver: (PositionsInput | null)[] = [];
  const placed: OrderCall[] = [];
  const cancelled: { side: string; orderId: string }[] = [];
  const marketOrders: [string, bigint][] = [];
  let listener: ((part: PositionsFrame) => void) | null = null;
  const account = signal<string | null>('peggy');
  const store = createPositionsStore({
    placeOrder: async (order) => {
      placed.push(order);
      clock += 2_000;
      return options.answer ?? { ok: true, trxId: TRX };
    },
    cancelOrder: async (order) => {
      cancelled.push(order);
      return options.answer ?? { ok: true, trxId: TRX };
    },
    openMarketOrder: (side, units) => void marketOrders.push([side, units]),
    worker: {
      setPositions: async (input) => void handedOver.push(input),
      onPositions: (next) => {
        listener = next;
        return () => (listener = null);
      },
    },
    account,
    storage: { read: () => stored, write: (value) => void (stored = JSON.parse(JSON.stringify(value))) },
    now: () => clock,
    newId: () => `p${(ids += 1)}`,
    warn: () => undefined,
  });
  const frame = (part: Partial<PositionsFrame>) => listener!({ changed: [], pnl: [], lastUnitPrice: null, ...part });
  return { store, account, handedOver, placed, cancelled, marketOrders, frame, stored: () => stored, tick: (ms: number) => (clock += ms) };
}

const long = { side: 'LONG' as const, amount: TLM(1_000_000n), entryPrice: 20_000_000n };

describe('the virtual positions store', () => {
  it('creates a position on the watched market, stores it, and hands the account’s positions to the worker', () => {
    const { store, handedOver, stored } = setup();
    expect(store.createPosition(long)).toEqual({ ok: false, reason: 'market' });
    store.watchPositions(MARKET);
    const created = store.createPosition(long);
    expect(created.ok && created.position).toMatchObject({ id: 'p1', status: 'open', openedBy: 'peggy', pairId: 3, time: 10_000 });
    expect(stored()).toEqual([expect.objectContaining({ id: 'p1', status: 'open', amount: '100.0000', entry_price: '20000000' })]);
    // Open with no order and not on screen: nothing for the worker yet.
    expect(handedOver.at(-1)).toEqual({ market: { src: 'alcormarket', pairId: 3 }, account: 'peggy', positions: [], visible: [] });
    store.showPositions(['p1']);
    expect(handedOver.at(-1)).toEqual({ market: { src: 'alcormarket', pairId: 3 }, account: 'peggy', positions: store.positions.value, visible: ['p1'] });
    // A price of 0 or less is ignored: nothing added.
    expect(store.createPosition({ ...long, entryPrice: 0n })).toEqual({ ok: false, reason: 'price' });
    expect(store.positions.value).toHaveLength(1);
  });

  it('reads the stored positions back, skipping what is malformed', () => {
    const first = setup();
    first.store.watchPositions(MARKET);
    first.store.createPosition(long);
    const { store } = setup({ stored: [...(first.stored() as unknown[]), { id: 'broken' }] });
    expect(store.positions.value).toEqual(first.store.positions.value);
  });

  it('places the position’s order and marks it pending from when the placing started', async () => {
    const { store, placed } = setup();
    store.watchPositions(MARKET);
    store.createPosition(long);
    const result = await store.placePositionOrder('p1');
    expect(result).toEqual({ ok: true, trxId: TRX });
    expect(placed).toEqual([{ side: 'buy', kind: 'limit', unitPrice: '20000000', quoteUnits: 1_000_000n }]);
    expect(store.positions.value[0]).toMatchObject({ status: 'pending', updatedTime: 10_000 });
    // Pending: no second order.
    expect(await store.placePositionOrder('p1')).toBeNull();
  });

  it('leaves the position open when the order failed', async () => {
    const { store } = setup({ answer: { ok: false, error: 'Signing cancelled' } });
    store.watchPositions(MARKET);
    store.createPosition({ ...long, side: 'SHORT' });
    expect(await store.placePositionOrder('p1')).toEqual({ ok: false, error: 'Signing cancelled' });
    expect(store.positions.value[0]!.status).toBe('open');
  });

  it('takes the worker’s moves unless the position changed since, and its PnL rows', async () => {
    const { store, frame } = setup();
    store.watchPositions(MARKET);
    store.createPosition(long);
    await store.placePositionOrder('p1');
    const pending = store.positions.value[0]!;
    const opened: VirtualPosition = {
      ...pending,
      status: 'open',
      openedOrder: { id: '9', side: 'bids', unitPrice: '20000000', timestamp: 11 },
      updatedTime: 13_000,
    };
    // Based on an older state: dropped.
    frame({ changed: [{ basedOn: 1, position: opened }] });
    expect(store.positions.value[0]!.status).toBe('pending');
    frame({
      changed: [{ basedOn: pending.updatedTime, position: opened }],
      pnl: [{ id: 'p1', units: 5n, text: '0.00000005', fraction: 0.01 }],
      lastUnitPrice: '20200000',
    });
    expect(store.positions.value[0]).toBe(opened);
    expect(store.pnl.value.get('p1')?.text).toBe('0.00000005');
    expect(store.lastUnitPrice.value).toBe('20200000');
  });

  it('cancelling detaches the order at once, and gives it back when the cancel fails', async () => {
    for (const answer of [{ ok: true, trxId: TRX } as const, { ok: false, error: 'overdrawn' } as const]) {
      const { store, frame, cancelled } = setup({ answer });
      store.watchPositions(MARKET);
      store.createPosition(long);
      const position = store.positions.value[0]!;
      const opened: VirtualPosition = {
        ...position,
        status: 'open',
        openedOrder: { id: '9', side: 'bids', unitPrice: '20000000', timestamp: 11 },
        updatedTime: 12_000,
      };
      frame({ changed: [{ basedOn: position.updatedTime, position: opened }] });
      const cancel = store.cancelPositionOrder('p1');
      expect(store.positions.value[0]!.openedOrder).toBeNull();
      await cancel;
      expect(cancelled).toEqual([{ side: 'buy', orderId: '9' }]);
      expect(store.positions.value[0]!.openedOrder?.id ?? null).toBe(answer.ok ? null : '9');
    }
  });

  it('closes with the opposite market order and deletes by id', () => {
    const { store, marketOrders } = setup();
    store.watchPositions(MARKET);
    store.createPosition(long);
    store.createPosition({ ...long, side: 'SHORT', amount: TLM(5n) });
    store.closePosition('p1');
    store.closePosition('p2');
    expect(marketOrders).toEqual([
      ['sell', 1_000_000n],
      ['buy', 5n],
    ]);
    store.removePosition('p1');
    expect(store.positions.value.map((p) => p.id)).toEqual(['p2']);
  });

  it('hands over what the book can move and what the screen shows, nothing else', async () => {
    const { store, frame, handedOver } = setup();
    store.watchPositions(MARKET);
    store.createPosition(long);
    store.createPosition({ ...long, side: 'SHORT' });
    const [first, second] = store.positions.value;
    frame({
      changed: [
        { basedOn: first!.updatedTime, position: { ...first!, status: 'filled', openedOrder: { id: '1', side: 'bids', unitPrice: '1', timestamp: 1 } } },
      ],
    });
    await store.placePositionOrder(second!.id);
    // The filled one is not moving and not on screen; the pending one is moving.
    expect((handedOver.at(-1) as PositionsInput).positions.map((p) => p.id)).toEqual([second!.id]);
    store.showPositions([first!.id]);
    expect(handedOver.at(-1)).toMatchObject({ visible: [first!.id] });
    expect((handedOver.at(-1) as PositionsInput).positions.map((p) => p.id)).toEqual([first!.id, second!.id]);
  });

  it('hands over only the signed-in account’s positions of the watched market', () => {
    const { store, account, handedOver } = setup();
    store.watchPositions(MARKET);
    store.createPosition(long);
    account.value = 'rupert';
    expect(handedOver.at(-1)).toEqual({ market: { src: 'alcormarket', pairId: 3 }, account: 'rupert', positions: [], visible: [] });
    store.watchPositions(null);
    expect(handedOver.at(-1)).toBeNull();
  });
});
