import { describe, expect, it } from 'vitest';
import { CANDLE_TICK_MS } from '../../src/core/candles';
import { MIRROR_QUIET_MS } from '../../src/core/rowpaint/lowRate';
import { MirrorSchedule, WORKER_MIRROR_MS } from './mirrorSchedule';

function setup() {
  let time = 10_000;
  const schedule = new MirrorSchedule(() => time);
  /** Ticks every CANDLE_TICK_MS for `ms`, the book changing every 50 ms; answers the ticks the rows went out at. */
  const underFlow = (ms: number) => {
    const sent: number[] = [];
    for (const end = time + ms; time < end;) {
      for (let t = 0; t < CANDLE_TICK_MS; t += 50) {
        time += 50;
        schedule.changed();
      }
      if (schedule.tick(true) && schedule.take()) sent.push(time);
    }
    return sent;
  };
  return { schedule, underFlow, advance: (ms: number) => void (time += ms) };
}

describe('MirrorSchedule', () => {
  it('sends held-back rows every WORKER_MIRROR_MS while the book keeps changing', () => {
    const { underFlow } = setup();
    const sent = underFlow(10_000);
    expect(sent.slice(1).map((at, i) => at - sent[i]!)).toEqual([WORKER_MIRROR_MS, WORKER_MIRROR_MS, WORKER_MIRROR_MS, WORKER_MIRROR_MS]);
  });

  it('sends them at the first tick after the book rests, and nothing when nothing is held back', () => {
    const { schedule, underFlow, advance } = setup();
    underFlow(WORKER_MIRROR_MS);
    schedule.changed();
    advance(MIRROR_QUIET_MS);
    expect(schedule.tick(false)).toBe(false);
    expect(schedule.tick(true)).toBe(true);
  });

  it('stays due until a frame takes the rows, and not after', () => {
    const { schedule, advance } = setup();
    advance(WORKER_MIRROR_MS);
    expect(schedule.tick(true)).toBe(true);
    // The frame was in flight: the next tick still finds the rows due.
    expect(schedule.tick(false)).toBe(true);
    expect([schedule.take(), schedule.take()]).toEqual([true, false]);
  });
});
