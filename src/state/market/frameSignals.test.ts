import { effect } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { EMPTY_TAPE_VIEW } from '../../core/live';
import type { MarketFrame } from '../../../workers/market.client';
import { createFrameSignals, IDLE_CONNECTION } from './frameSignals';

const frame = (extra: Partial<MarketFrame> = {}): MarketFrame => ({
  stamp: 1,
  marketId: 7,
  asks: null,
  bids: null,
  tape: null,
  lastPrice: 0.5,
  lastSide: 'buy',
  connection: { status: 'connected', retries: 0, message: null },
  syncing: false,
  dropped: 2,
  candles: [],
  userOrdersChanged: false,
  sentAt: null,
  receivedAt: null,
  ...extra,
});

describe('frame signals', () => {
  it('writes a frame in one batch: a reader of every signal reruns once', () => {
    const signals = createFrameSignals();
    let runs = 0;
    const stop = effect(() => {
      void [signals.lastPrice.value, signals.lastSide.value, signals.connectionStatus.value, signals.dropped.value, signals.syncing.value];
      runs += 1;
    });
    signals.apply(frame());
    stop();
    expect(runs).toBe(2);
    expect([signals.lastPrice.value, signals.lastSide.value, signals.dropped.value]).toEqual([0.5, 'buy', 2]);
  });

  it('keeps the connection status object while it says the same, so its readers do not rerun', () => {
    const signals = createFrameSignals();
    signals.apply(frame());
    const first = signals.connectionStatus.value;
    signals.apply(frame({ connection: { status: 'connected', retries: 0, message: null } }));
    expect(signals.connectionStatus.value).toBe(first);
  });

  it('leaves a side as it was when the frame does not carry it', () => {
    const signals = createFrameSignals();
    const side = { unitPrices: ['1'] } as unknown as NonNullable<MarketFrame['asks']>;
    signals.apply(frame({ asks: side }));
    signals.apply(frame({ lastPrice: 0.6 }));
    expect(signals.asks.value).toBe(side);
  });

  it('resets the market’s signals but not the connection, which idle() sets', () => {
    const signals = createFrameSignals();
    signals.apply(frame());
    signals.reset();
    expect([signals.lastPrice.value, signals.tape.value, signals.dropped.value]).toEqual([null, EMPTY_TAPE_VIEW, 0]);
    expect(signals.connectionStatus.value.status).toBe('connected');
    signals.idle();
    expect(signals.connectionStatus.value).toEqual(IDLE_CONNECTION);
  });
});
