import { describe, expect, it } from 'vitest';
import type { MarketFrame } from './frames';
import { FramePusher } from './framePush';

const frame = (stamp: number) => ({ stamp, asks: null, bids: null }) as MarketFrame;

/** A pusher whose schedule and frames the test runs; `pending` are the frames the changes made. */
function setup(push = true) {
  const scheduled: (() => void)[] = [];
  const pending: MarketFrame[] = [];
  const logs: string[] = [];
  const pusher = new FramePusher({
    schedule: push ? (callback) => scheduled.push(callback) : null,
    build: () => pending.shift() ?? null,
    log: (message) => void logs.push(message),
  });
  const runScheduled = () => {
    for (const callback of scheduled.splice(0)) callback();
  };
  return { pusher, scheduled, pending, logs, runScheduled };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FramePusher', () => {
  it('pushes one frame in flight at most, and what changed meanwhile goes once the page answered', async () => {
    const { pusher, pending, runScheduled, scheduled } = setup();
    const received: number[] = [];
    const answers: (() => void)[] = [];
    expect(pusher.start((f) => new Promise<void>((answer) => (received.push(f.stamp), answers.push(answer))))).toBe('push');
    pending.push(frame(1));
    pusher.changed();
    pusher.changed();
    expect(scheduled).toHaveLength(1);
    runScheduled();
    expect(received).toEqual([1]);
    pending.push(frame(2));
    pusher.changed();
    expect(scheduled).toHaveLength(0);
    answers.shift()!();
    await flush();
    runScheduled();
    expect(received).toEqual([1, 2]);
    expect(pusher.delivered).toBe(2);
  });

  it('sends nothing when nothing changed, and nothing after stop', async () => {
    const { pusher, pending, runScheduled } = setup();
    const received: number[] = [];
    pusher.start((f) => void received.push(f.stamp));
    pusher.changed();
    runScheduled();
    pusher.stop();
    pending.push(frame(1));
    pusher.changed();
    runScheduled();
    expect(received).toEqual([]);
  });

  it('logs a delivery that failed, and carries on', async () => {
    const { pusher, pending, runScheduled, logs } = setup();
    let calls = 0;
    pusher.start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('page gone');
    });
    pending.push(frame(1), frame(2));
    pusher.changed();
    runScheduled();
    await flush();
    runScheduled();
    expect(logs).toEqual(['frame delivery failed: Error: page gone']);
    expect(calls).toBe(2);
  });

  it('answers pull where it cannot push, and hands frames only when asked', () => {
    const { pusher, pending } = setup(false);
    expect(pusher.start(() => undefined)).toBe('pull');
    pusher.changed();
    expect(pusher.pull()).toBeNull();
    pending.push(frame(3));
    expect(pusher.pull()?.stamp).toBe(3);
    expect(pusher.delivered).toBe(1);
  });
});
