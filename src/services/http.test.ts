import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinUrl, realTimers, withTimeout } from './http';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('resolves with the value when in time', async () => {
    await expect(withTimeout(Promise.resolve(4), 100, realTimers)).resolves.toBe(4);
  });

  it('rejects with "timeout" and calls onTimeout when late', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const late = withTimeout(new Promise(() => undefined), 6000, realTimers, onTimeout);
    const settled = expect(late).rejects.toThrow('timeout');
    await vi.advanceTimersByTimeAsync(5999);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('passes a rejection through as an Error', async () => {
    await expect(withTimeout(Promise.reject(new Error('refused')), 100, realTimers)).rejects.toThrow('refused');
    await expect(withTimeout(Promise.reject('plain'), 100, realTimers)).rejects.toThrow('plain');
  });
});

describe('joinUrl', () => {
  it('puts exactly one slash between base and path', () => {
    expect(joinUrl('https://node/', '/v1/chain/get_info')).toBe('https://node/v1/chain/get_info');
    expect(joinUrl('https://node', 'v1/chain/get_info')).toBe('https://node/v1/chain/get_info');
    expect(joinUrl('/lightapi/', 'balances/wax/alice')).toBe('/lightapi/balances/wax/alice');
  });
});
