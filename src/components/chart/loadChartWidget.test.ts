import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterQuiet } from './loadChartWidget';

describe('afterQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('resolves once nothing came for the quiet time', async () => {
    const target = new EventTarget();
    const done = settled(afterQuiet(1000, 5000, target));
    await vi.advanceTimersByTimeAsync(999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('counts the quiet again from each tap, key or wheel, but not from a pointer that only moves', async () => {
    const target = new EventTarget();
    const done = settled(afterQuiet(1000, 5000, target));
    await vi.advanceTimersByTimeAsync(800);
    target.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(800);
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(800);
    target.dispatchEvent(new Event('wheel'));
    target.dispatchEvent(new Event('pointermove'));
    await vi.advanceTimersByTimeAsync(999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('resolves at the limit while the user keeps acting', async () => {
    const target = new EventTarget();
    const done = settled(afterQuiet(1000, 3000, target));
    for (let at = 0; at < 2500; at += 500) {
      await vi.advanceTimersByTimeAsync(500);
      target.dispatchEvent(new Event('keydown'));
    }
    await vi.advanceTimersByTimeAsync(499);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('stops listening once resolved', async () => {
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    await Promise.all([afterQuiet(10, 100, target), vi.advanceTimersByTimeAsync(10)]);
    expect(remove).toHaveBeenCalledTimes(3);
  });
});
