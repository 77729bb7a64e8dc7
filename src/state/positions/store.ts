/**
 * The virtual positions (SPEC §3 "Virtual position", §4 "Virtual position status"), kept in the
 * browser. The states are pure (src/core/positions); this store holds the list, persists every
 * change, and does the IO: placing a position's order (pending once quick-confirmed), cancelling it,
 * closing at market. The signed-in account's positions of the watched market go to the market
 * worker, which reconciles them with the book on every change and prices them; its frames bring
 * back the positions it moved and their PnL, so nothing here grows with the book.
 */
import { batch, effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Amount } from '../../core/amount';
import type { Token } from '../../core/domain';
import {
  addPosition,
  closingSide,
  deletePosition,
  detachOrder,
  isPositionOf,
  markPending,
  readPositions,
  storePositions,
  type AddRefusal,
  type PositionMarket,
  type PositionSide,
  type SourceTrade,
  type VirtualPosition,
} from '../../core/positions';
import type { PositionPnl, PositionsFrame, PositionsInput } from '../../../workers/market.client';

/** The market whose positions are watched, with its tokens (base: what prices count in, quote: what is traded). */
export type PositionsMarket = PositionMarket & { readonly base: Token; readonly quote: Token };

type OrderResult = { readonly ok: true; readonly trxId: string } | { readonly ok: false; readonly error: string };

export type PositionsStoreDeps = {
  /** Places an order on the watched market; resolves once quick-confirmed (`placeBookOrder` of src/state/market). */
  readonly placeOrder: (order: { side: 'buy' | 'sell'; kind: 'limit' | 'market'; unitPrice: string; quoteUnits: bigint }) => Promise<OrderResult>;
  readonly cancelOrder: (order: { side: 'buy' | 'sell'; orderId: string }) => Promise<OrderResult>;
  /** Opens the market order (with its confirmation) of `quoteUnits` on the watched market. */
  readonly openMarketOrder: (side: 'buy' | 'sell', quoteUnits: bigint) => void;
  /** The market worker: positions handed over, and its frames' positions part. */
  readonly worker: {
    setPositions(input: PositionsInput | null): Promise<void>;
    onPositions(listener: (part: PositionsFrame) => void): () => void;
  };
  readonly account: ReadonlySignal<string | null>;
  /** The stored list (`virtualPositions`), read once and written on every change. */
  readonly storage: { read(): unknown; write(value: unknown): void };
  readonly now: () => number;
  readonly newId: () => string;
  readonly warn: (message: string) => void;
};

/** What the Trade order modal creates. */
export type PositionRequest = {
  readonly side: PositionSide;
  readonly amount: Amount;
  readonly entryPrice: bigint;
  readonly sourceTrades?: readonly SourceTrade[];
};

export function createPositionsStore(deps: PositionsStoreDeps) {
  const positions = signal<readonly VirtualPosition[]>(readPositions(deps.storage.read()));
  const market = signal<PositionsMarket | null>(null);
  const pnl = signal<ReadonlyMap<string, PositionPnl>>(new Map());
  const lastUnitPrice = signal<string | null>(null);
  /** Positions whose order or cancel is on its way (their buttons wait). */
  const busy = signal<ReadonlySet<string>>(new Set());
  /** The positions on the screen's page (they get PnL rows). */
  const visible = signal<readonly string[]>([]);

  const commit = (next: readonly VirtualPosition[]) => {
    positions.value = next;
    deps.storage.write(storePositions(next));
  };
  const find = (id: string) => positions.value.find((position) => position.id === id);
  const setBusy = (id: string, on: boolean) => {
    const next = new Set(busy.value);
    if (on) next.add(id);
    else next.delete(id);
    busy.value = next;
  };
  const watched = (position: VirtualPosition) => {
    const current = market.value;
    return current !== null && isPositionOf(position, current, deps.account.value);
  };

  let handedOver = false;
  // The account's positions of the watched market, handed to the worker whenever they change (nothing before a first watch).
  const stopHandOver = effect(() => {
    const current = market.value;
    const account = deps.account.value;
    const list = positions.value;
    const shown = visible.value;
    if (current === null && !handedOver) return;
    handedOver = current !== null;
    // Only what the book can move and what is on screen: the hand-over and the frames stay small whatever the list.
    const moving = (p: VirtualPosition) => p.status === 'pending' || (p.status === 'open' && p.openedOrder !== null);
    const input = current && {
      market: { src: current.src, pairId: current.pairId },
      account,
      positions: list.filter((p) => isPositionOf(p, current, account) && (moving(p) || shown.includes(p.id))),
      visible: shown,
    };
    void deps.worker.setPositions(input).catch((error: unknown) => deps.warn(`could not hand the positions to the market worker: ${String(error)}`));
  });

  /** What the worker's frame says: positions it moved (unless changed here since) and their PnL. */
  const onFrame = (part: PositionsFrame) => {
    batch(() => {
      let next = positions.value;
      for (const { basedOn, position } of part.changed) {
        const index = next.findIndex((candidate) => candidate.id === position.id);
        const current = next[index];
        if (current === undefined || current.updatedTime !== basedOn || current.status === 'filled') continue;
        next = next.map((candidate, i) => (i === index ? position : candidate));
      }
      if (next !== positions.value) commit(next);
      pnl.value = new Map(part.pnl.map((row) => [row.id, row]));
      lastUnitPrice.value = part.lastUnitPrice;
    });
  };
  let stopFrames: (() => void) | null = null;

  /** The market whose positions the screen shows (null: none); the worker gets them. */
  function watchPositions(next: PositionsMarket | null): void {
    const current = market.value;
    if (current?.src === next?.src && current?.pairId === next?.pairId) return;
    stopFrames ??= deps.worker.onPositions(onFrame);
    batch(() => {
      market.value = next;
      pnl.value = new Map();
      lastUnitPrice.value = null;
    });
  }

  /** The positions the screen shows now (a page of rows): their PnL comes in the frames. */
  function showPositions(ids: readonly string[]): void {
    const current = visible.value;
    if (ids.length !== current.length || ids.some((id, index) => id !== current[index])) visible.value = [...ids];
  }

  /** A new position on the watched market, open with no order; refused (nothing added) for a price of 0 or less or a source trade already used. */
  function createPosition(request: PositionRequest): { ok: true; position: VirtualPosition } | { ok: false; reason: AddRefusal | 'market' } {
    const current = market.value;
    if (current === null || request.amount.precision !== current.quote.precision) return { ok: false, reason: 'market' };
    const now = deps.now();
    const outcome = addPosition(positions.value, {
      id: deps.newId(),
      time: now,
      openedBy: deps.account.value,
      market: current,
      side: request.side,
      amount: request.amount,
      entryPrice: request.entryPrice,
      basePrecision: current.base.precision,
      sourceTrades: request.sourceTrades,
    });
    if (!outcome.ok) return outcome;
    commit(outcome.positions);
    return { ok: true, position: outcome.position };
  }

  /** Places the position's order (a limit at its entry price for its amount); pending once quick-confirmed. */
  async function placePositionOrder(id: string): Promise<OrderResult | null> {
    const position = find(id);
    if (position === undefined || !watched(position) || position.status !== 'open' || position.openedOrder !== null || busy.value.has(id)) return null;
    // The order's chain time (whole seconds) is at or after this instant: the pending position's mark (SPEC §4).
    const since = deps.now();
    setBusy(id, true);
    try {
      const result = await deps.placeOrder({
        side: position.side === 'LONG' ? 'buy' : 'sell',
        kind: 'limit',
        unitPrice: position.entryPrice.toString(),
        quoteUnits: position.amount.units,
      });
      if (result.ok) commit(markPending(positions.value, id, since));
      return result;
    } finally {
      setBusy(id, false);
    }
  }

  /**
   * An order of the watched market is being cancelled: it leaves the positions it is attached to now
   * (so its leaving the book is not a fill). Returns the way back for a cancel that failed.
   */
  function noteOrderCancel(orderId: string): () => void {
    const current = market.value;
    if (current === null) return () => undefined;
    const before = positions.value;
    const after = detachOrder(before, current, orderId, deps.now());
    if (after.every((position, index) => position === before[index])) return () => undefined;
    commit(after);
    const detached = after.filter((position, index) => position !== before[index]);
    return () => {
      // Only positions untouched since get their order back.
      const restored = positions.value.map((position) => (detached.includes(position) ? before.find((old) => old.id === position.id)! : position));
      commit(restored);
    };
  }

  /** Cancels the order of an open position (SPEC §4: it is removed from the position). */
  async function cancelPositionOrder(id: string): Promise<OrderResult | null> {
    const position = find(id);
    const order = position?.openedOrder ?? null;
    if (position === undefined || order === null || position.status !== 'open' || !watched(position) || busy.value.has(id)) return null;
    setBusy(id, true);
    const restore = noteOrderCancel(order.id);
    try {
      const result = await deps.cancelOrder({ side: order.side === 'bids' ? 'buy' : 'sell', orderId: order.id });
      if (!result.ok) restore();
      return result;
    } finally {
      setBusy(id, false);
    }
  }

  /** Close = the opposite market order for the position's amount. */
  function closePosition(id: string): void {
    const position = find(id);
    if (position !== undefined && watched(position)) deps.openMarketOrder(closingSide(position.side), position.amount.units);
  }

  /** SPEC §4: deletes a position by id. */
  function removePosition(id: string): void {
    commit(deletePosition(positions.value, id));
  }

  return {
    positions: positions as ReadonlySignal<readonly VirtualPosition[]>,
    watchedMarket: market as ReadonlySignal<PositionsMarket | null>,
    pnl: pnl as ReadonlySignal<ReadonlyMap<string, PositionPnl>>,
    lastUnitPrice: lastUnitPrice as ReadonlySignal<string | null>,
    busy: busy as ReadonlySignal<ReadonlySet<string>>,
    watchPositions,
    showPositions,
    createPosition,
    placePositionOrder,
    noteOrderCancel,
    cancelPositionOrder,
    closePosition,
    removePosition,
    dispose(): void {
      stopHandOver();
      stopFrames?.();
    },
  };
}
