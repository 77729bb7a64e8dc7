import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realTimers } from '../../services/http';
import { createProgressStore, finishProgress, progress, startProgress } from './progress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = () => createProgressStore(realTimers);

describe('progress bar', () => {
  it('never shows for a navigation faster than 200 ms', async () => {
    const p = setup();
    p.startProgress();
    await vi.advanceTimersByTimeAsync(199);
    p.finishProgress();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.progress.value).toEqual({ value: 0, phase: 'idle' });
  });

  it('appears after 200 ms and creeps toward 95 over 5 s, never beyond', async () => {
    const p = setup();
    p.startProgress();
    await vi.advanceTimersByTimeAsync(200);
    expect(p.progress.value).toEqual({ value: 0, phase: 'running' });
    await vi.advanceTimersByTimeAsync(2500);
    expect(p.progress.value.value).toBeCloseTo(47.5, 6);
    await vi.advanceTimersByTimeAsync(2500);
    expect(p.progress.value).toEqual({ value: 95, phase: 'running' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.progress.value.value).toBe(95);
  });

  it('finishes by going to 100 and then hiding', async () => {
    const p = setup();
    p.startProgress();
    await vi.advanceTimersByTimeAsync(1000);
    p.finishProgress();
    expect(p.progress.value).toEqual({ value: 100, phase: 'finishing' });
    await vi.advanceTimersByTimeAsync(500);
    expect(p.progress.value).toEqual({ value: 0, phase: 'idle' });
  });

  it('shows a failure, even for a fast navigation, then hides', async () => {
    const p = setup();
    p.startProgress();
    p.failProgress();
    expect(p.progress.value).toEqual({ value: 100, phase: 'failed' });
    await vi.advanceTimersByTimeAsync(1900);
    expect(p.progress.value.phase).toBe('failed');
    await vi.advanceTimersByTimeAsync(100);
    expect(p.progress.value.phase).toBe('idle');
  });

  it('pauses: a visible bar freezes, an unshown one never appears', async () => {
    const p = setup();
    p.startProgress();
    await vi.advanceTimersByTimeAsync(1200);
    const frozen = p.progress.value;
    p.pauseProgress();
    await vi.advanceTimersByTimeAsync(3000);
    expect(p.progress.value).toEqual(frozen);
    const q = setup();
    q.startProgress();
    q.pauseProgress();
    await vi.advanceTimersByTimeAsync(3000);
    expect(q.progress.value.phase).toBe('idle');
  });

  it('restarts at once when a navigation starts while the bar is on screen', async () => {
    const p = setup();
    p.startProgress();
    await vi.advanceTimersByTimeAsync(1000);
    p.finishProgress();
    p.startProgress();
    expect(p.progress.value).toEqual({ value: 0, phase: 'running' });
    await vi.advanceTimersByTimeAsync(600);
    expect(p.progress.value.phase).toBe('running');
  });

  it('is wired to the real timers in the default instance', async () => {
    startProgress();
    await vi.advanceTimersByTimeAsync(300);
    expect(progress.value.phase).toBe('running');
    finishProgress();
    await vi.advanceTimersByTimeAsync(500);
    expect(progress.value.phase).toBe('idle');
  });
});
