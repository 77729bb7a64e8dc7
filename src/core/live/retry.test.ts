import { describe, expect, it } from 'vitest';
import { MAX_SOCKET_RETRIES, retryDelaySeconds, SOCKET_MAX_RETRY_MESSAGE } from './retry';

describe('retryDelaySeconds (SPEC §9)', () => {
  it('waits 1, 5, 10, 15, 15, then five each of 20, 30, 40, 50 and 60 over the 30 retries', () => {
    const schedule = Array.from({ length: MAX_SOCKET_RETRIES }, (_, i) => retryDelaySeconds(i + 1));
    expect(schedule).toEqual([1, 5, 10, 15, 15, 20, 20, 20, 20, 20, 30, 30, 30, 30, 30, 40, 40, 40, 40, 40, 50, 50, 50, 50, 50, 60, 60, 60, 60, 60]);
  });

  it('waits 90 s past the grouped delays, and treats attempts below 1 as the first', () => {
    expect(retryDelaySeconds(31)).toBe(90);
    expect(retryDelaySeconds(500)).toBe(90);
    expect(retryDelaySeconds(0)).toBe(1);
    expect(retryDelaySeconds(-3)).toBe(1);
  });

  it('gives up after 30 retries with the catalogue’s message (SPEC §8)', () => {
    expect(MAX_SOCKET_RETRIES).toBe(30);
    expect(SOCKET_MAX_RETRY_MESSAGE).toBe('Socket connexion Maximum retry count reached');
  });
});
