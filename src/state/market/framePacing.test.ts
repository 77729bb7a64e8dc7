import { describe, expect, it, vi } from 'vitest';
import type { MarketFrame } from '../../../workers/market.client';
import { createFramePacing } from './framePacing';

const frame = (stamp: number) => ({ stamp }) as MarketFrame;

function setup(pulled: (MarketFrame | null)[] = []) {
  const rafs: (() => void)[] = [];
  const applied: number[] = [];
  const warnings: string[] = [];
  const pullFrame = vi.fn(async () => {
    const next = pulled.shift();
    if (next === undefined) throw new Error('worker gone');
    return next;
  });
  const pacing = createFramePacing({
    requestFrame: (callback) => void rafs.push(callback),
    pullFrame,
    apply: (f) => void applied.push(f.stamp),
    warn: (message) => void warnings.push(message),
  });
  const animationFrame = async () => {
    for (const callback of rafs.splice(0)) callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { pacing, rafs, applied, warnings, pullFrame, animationFrame };
}

describe('frame pacing', () => {
  it('push: applies a frame at once and answers the worker at the next animation frame, all waiting frames together', async () => {
    const { pacing, rafs, applied, animationFrame } = setup();
    let answered = 0;
    void pacing.receive(frame(1)).then(() => (answered += 1));
    void pacing.receive(frame(2)).then(() => (answered += 1));
    expect(applied).toEqual([1, 2]);
    expect(rafs).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(0);
    await animationFrame();
    expect(answered).toBe(2);
  });

  it('push: a frame that cannot be applied fails to the worker (which logs it), and the next one is taken', async () => {
    const rafs: (() => void)[] = [];
    const applied: number[] = [];
    const pacing = createFramePacing({
      requestFrame: (callback) => void rafs.push(callback),
      pullFrame: async () => null,
      apply: (f) => {
        if (f.stamp === 1) throw new Error('bad frame');
        applied.push(f.stamp);
      },
      warn: () => undefined,
    });
    await expect(pacing.receive(frame(1))).rejects.toThrow('bad frame');
    const next = pacing.receive(frame(2));
    for (const callback of rafs.splice(0)) callback();
    await expect(next).resolves.toBeUndefined();
    expect(applied).toEqual([2]);
  });

  it('pull: one pull per animation frame, applying what comes, until stopped', async () => {
    const { pacing, applied, pullFrame, animationFrame } = setup([frame(1), null, frame(3)]);
    pacing.start('push');
    await animationFrame();
    expect(pullFrame).not.toHaveBeenCalled();
    pacing.start('pull');
    pacing.start('pull');
    for (let i = 0; i < 3; i++) await animationFrame();
    expect(applied).toEqual([1, 3]);
    pacing.stop();
    await animationFrame();
    await animationFrame();
    expect(pullFrame).toHaveBeenCalledTimes(3);
  });

  it('pull: a failed pull is logged and the loop goes on', async () => {
    const { pacing, warnings, applied, animationFrame } = setup([]);
    pacing.start('pull');
    await animationFrame();
    expect(warnings).toEqual(['market frame failed: Error: worker gone']);
    pacing.stop();
    expect(applied).toEqual([]);
  });
});
