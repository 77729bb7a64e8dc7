import { describe, expect, it } from 'vitest';
import { IDLE } from './connection';
import { deepFeed } from './feed.testutil';
import type { MarketFeed } from './feed';
import { FrameTiming } from './frameTiming';
import { WORKER_MIRROR_MS } from './mirrorSchedule';

/** A timing over a fake frame builder that records how each frame was asked for. */
function setup(drawing: boolean) {
  let clock = 0;
  const builds: { mirrorOnly: boolean; lastPriceHeld: boolean }[] = [];
  const state = { holdsBack: false, holdsLastPrice: false, changes: 0 };
  let tick: (() => void) | null = null;
  const timing = new FrameTiming({
    frames: {
      build: (_feed, _connection, mirrorOnly = false, lastPriceHeld = mirrorOnly) => (builds.push({ mirrorOnly, lastPriceHeld }), null),
      holdsBack: () => state.holdsBack,
      holdsLastPrice: () => state.holdsLastPrice,
    },
    drawing: () => drawing,
    now: () => clock,
    changed: () => void (state.changes += 1),
    every: (callback) => ((tick = callback), () => (tick = null)),
  });
  return { timing, builds, state, at: (ms: number) => (clock = ms), tick: () => tick?.() };
}

describe('FrameTiming', () => {
  it('sends everything at once while the page draws the rows', () => {
    const { timing, builds } = setup(false);
    timing.build(null, IDLE);
    expect(builds).toEqual([{ mirrorOnly: false, lastPriceHeld: false }]);
  });

  it('while the worker draws: rows for the mirror and the last price wait for the candle tick', () => {
    const { timing, builds, state, at, tick } = setup(true);
    const feed = deepFeed(3);
    timing.start(() => feed);
    timing.build(feed, IDLE);
    state.holdsBack = true;
    state.holdsLastPrice = true;
    at(WORKER_MIRROR_MS);
    timing.fed();
    tick();
    expect(state.changes).toBe(1);
    timing.build(feed, IDLE);
    timing.build(feed, IDLE);
    expect(builds).toEqual([
      { mirrorOnly: true, lastPriceHeld: true },
      { mirrorOnly: false, lastPriceHeld: false },
      { mirrorOnly: true, lastPriceHeld: true },
    ]);
  });

  it('ticks only between start and stop, and asks for a frame when the candle queue drained something', () => {
    const { timing, state, tick } = setup(false);
    let drained = false;
    const feed = { drainCandles: () => drained } as unknown as MarketFeed;
    timing.start(() => feed);
    tick();
    expect(state.changes).toBe(0);
    drained = true;
    tick();
    expect(state.changes).toBe(1);
    timing.stop();
    tick();
    expect(state.changes).toBe(1);
  });
});
