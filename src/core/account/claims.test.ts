import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { chainNow, refundStatus, voterPayStatus, REFUND_DELAY_SEC, VOTER_PAY_INTERVAL_MS } from './claims';
import type { VoterInfo } from './types';

const wax = (units: bigint) => makeAmount(units, 8);
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 27, 7);

const voter = (patch: Partial<VoterInfo> = {}): VoterInfo => ({
  producers: Array.from({ length: 16 }, (_, i) => `producer${'abcdefghijklmnop'[i]}`),
  proxy: '',
  staked: 60_000_000_000n,
  lastVoteWeight: 1e44,
  proxiedVoteWeight: 0,
  isProxy: false,
  lastClaimMs: 0,
  unpaidSinceMs: T0,
  ...patch,
});

describe('refund status', () => {
  it('pays net and cpu together exactly three days after the request, to the second', () => {
    const refund = { requestSec: T0 / 1000, net: wax(1n), cpu: wax(2_500_000_000n) };
    expect(refundStatus(refund, T0).total.units).toBe(2_500_000_001n);
    expect(refundStatus(refund, T0 + REFUND_DELAY_SEC * 1000 - 1000)).toMatchObject({ ready: false, remainingMs: 1000 });
    expect(refundStatus(refund, T0 + REFUND_DELAY_SEC * 1000)).toMatchObject({ ready: true, remainingMs: 0, readyAtMs: T0 + 3 * DAY });
  });
});

describe('voter pay status', () => {
  it('is ready for a first claim, then once more than a day after the last', () => {
    expect(voterPayStatus(voter(), T0 + 60_000)).toMatchObject({ kind: 'ready', startMs: T0 });
    const claimed = voter({ lastClaimMs: T0 + DAY });
    expect(voterPayStatus(claimed, T0 + 2 * DAY)).toMatchObject({
      kind: 'waiting',
      startMs: T0 + DAY,
      readyAtMs: T0 + DAY + VOTER_PAY_INTERVAL_MS,
      remainingMs: 1,
    });
    expect(voterPayStatus(claimed, T0 + 2 * DAY + 1)).toMatchObject({ kind: 'ready', remainingMs: 0 });
  });

  it('earns nothing for fewer than 16 producers unless through a proxy, and nothing without a vote', () => {
    expect(voterPayStatus(voter({ producers: ['pink.gg'] }), T0)).toEqual({ kind: 'too-few-producers', producers: 1 });
    expect(voterPayStatus(voter({ producers: [], proxy: 'carol' }), T0 + 1)).toMatchObject({ kind: 'ready' });
    expect(voterPayStatus(voter({ producers: [] }), T0)).toEqual({ kind: 'not-voting' });
    expect(voterPayStatus(voter({ unpaidSinceMs: 0 }), T0)).toEqual({ kind: 'not-voting' });
    expect(voterPayStatus(null, T0)).toEqual({ kind: 'not-voting' });
  });
});

describe('chain time', () => {
  it('runs on from the head block by the wall time since the node answered', () => {
    expect(chainNow(T0 + 3 * DAY, 1_000, 6_000)).toBe(T0 + 3 * DAY + 5_000);
    expect(chainNow(T0, 6_000, 1_000)).toBe(T0);
  });
});
