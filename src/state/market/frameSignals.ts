/**
 * The market screen's signals that the worker's frames feed (DESIGN §4): one frame becomes one
 * `batch()` of writes, so a reader reruns once per frame at most.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import { EMPTY_TAPE_VIEW, type TapeView, tapeViewOf } from '../../core/live';
import type { SideFrame } from '../../core/orderbook';
import type { TradeSide } from '../../core/tape';
import type { ConnectionState, MarketFrame } from '../../../workers/market.client';

export const IDLE_CONNECTION: ConnectionState = { status: 'idle', retries: 0, message: null };

const sameConnection = (a: ConnectionState, b: ConnectionState) => a.status === b.status && a.retries === b.retries && a.message === b.message;

/** The frame-fed signals, read-only outside, with the writes the store makes. */
export function createFrameSignals() {
  const asks = signal<SideFrame | null>(null);
  const bids = signal<SideFrame | null>(null);
  const tape = signal<TapeView>(EMPTY_TAPE_VIEW);
  const lastPrice = signal<number | null>(null);
  const lastSide = signal<TradeSide | null>(null);
  const connectionStatus = signal<ConnectionState>(IDLE_CONNECTION);
  const syncing = signal(false);
  const dropped = signal(0);

  return {
    asks: asks as ReadonlySignal<SideFrame | null>,
    bids: bids as ReadonlySignal<SideFrame | null>,
    /** The tape's rows in view (the worker holds and draws the rest). */
    tape: tape as ReadonlySignal<TapeView>,
    lastPrice: lastPrice as ReadonlySignal<number | null>,
    lastSide: lastSide as ReadonlySignal<TradeSide | null>,
    connectionStatus: connectionStatus as ReadonlySignal<ConnectionState>,
    syncing: syncing as ReadonlySignal<boolean>,
    dropped: dropped as ReadonlySignal<number>,
    /** Writes one frame's parts in one batch (a side or the tape only when the frame carries it). */
    apply(frame: MarketFrame): void {
      batch(() => {
        if (frame.asks) asks.value = frame.asks;
        if (frame.bids) bids.value = frame.bids;
        if (frame.tape) tape.value = tapeViewOf(frame.tape);
        lastPrice.value = frame.lastPrice;
        lastSide.value = frame.lastSide;
        if (!sameConnection(connectionStatus.value, frame.connection)) connectionStatus.value = frame.connection;
        syncing.value = frame.syncing;
        dropped.value = frame.dropped;
      });
    },
    /** Empties the market's signals (another market, or none); the connection status stays. */
    reset(): void {
      batch(() => {
        asks.value = null;
        bids.value = null;
        tape.value = EMPTY_TAPE_VIEW;
        lastPrice.value = null;
        lastSide.value = null;
        syncing.value = false;
        dropped.value = 0;
      });
    },
    /** The socket is closed. */
    idle(): void {
      connectionStatus.value = IDLE_CONNECTION;
    },
  };
}
