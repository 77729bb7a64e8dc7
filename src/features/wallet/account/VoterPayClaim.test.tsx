import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountSnapshot, VoterInfo } from '../../../core/account';
import { stake2vote } from '../../../core/actions/system';
import { makeAmount } from '../../../core/amount';
import { VoterPayClaim } from './VoterPayClaim';

afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 27, 12);
const WEEK = 7 * 86_400_000;
const wax = (units: bigint) => makeAmount(units, 8);

function account(voter: Partial<VoterInfo> | null): AccountSnapshot {
  const staked = 60_000_000_000n;
  return {
    name: 'grace',
    createdMs: NOW - WEEK,
    headBlockMs: NOW,
    liquid: wax(0n),
    ram: { quota: 0, usage: 0 },
    cpu: { used: 0, available: 0, max: 0 },
    net: { used: 0, available: 0, max: 0 },
    totalStake: { cpu: wax(0n), net: wax(0n) },
    selfStake: { cpu: wax(0n), net: wax(0n) },
    refund: null,
    voter:
      voter === null
        ? null
        : {
            producers: Array.from({ length: 16 }, (_, i) => `producer${'abcdefghijklmnop'[i]}`),
            proxy: '',
            staked,
            lastVoteWeight: stake2vote(staked, Math.floor((NOW - 13 * WEEK) / 1000)),
            proxiedVoteWeight: 0,
            isProxy: false,
            lastClaimMs: NOW - 2 * 3_600_000,
            unpaidSinceMs: NOW - 13 * WEEK,
            ...voter,
          },
  };
}

describe('VoterPayClaim', () => {
  it('shows a vote cast 13 weeks ago at half strength, and the next claim a day after the last', () => {
    render(<VoterPayClaim account={account({})} chainNowMs={NOW} isOwn={false} />);
    expect(screen.getByTestId('vote-strength').textContent).toBe('50.0%');
    expect(screen.getByRole('meter', { name: 'Vote strength' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('vote-ready').textContent).toContain('in 22h 00m');
    expect(screen.getByTestId('vote-start').textContent).toBe('2026-11-27 10:00 UTC');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a vote for fewer than 16 producers earns nothing, and a non-voter how to earn', () => {
    render(<VoterPayClaim account={account({ producers: ['pink.gg'] })} chainNowMs={NOW} isOwn={false} />);
    expect(screen.getByText('Votes for 1 producer: needs 16 or a proxy')).toBeTruthy();
    cleanup();
    render(<VoterPayClaim account={account(null)} chainNowMs={NOW} isOwn />);
    expect(screen.getByText(/^Not voting\./)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
