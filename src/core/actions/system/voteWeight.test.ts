import { describe, expect, it } from 'vitest';
import { stake2vote, VOTE_WEIGHT_EPOCH_SEC, voteStrength } from './voteWeight';

const WEEK = 7 * 86_400;
const at = (weeks: number) => VOTE_WEIGHT_EPOCH_SEC + weeks * WEEK;

describe('vote weight', () => {
  it('doubles every 13 whole weeks since 2000-01-01', () => {
    expect(stake2vote(600n, at(0))).toBe(600);
    expect(stake2vote(600n, at(13))).toBe(1200);
    expect(stake2vote(600n, at(26) + WEEK - 1)).toBe(2400);
    expect(stake2vote(600n, at(13) - 1)).toBeCloseTo(600 * 2 ** (12 / 13), 9);
  });

  it('gives a fresh vote full strength, half after 13 weeks, and a quarter after 26', () => {
    const staked = 60_000_000_000n;
    const votedAt = at(1400);
    const voter = { staked, lastVoteWeight: stake2vote(staked, votedAt), proxiedVoteWeight: 0, isProxy: false };
    expect(voteStrength(voter, votedAt + 3 * 86_400)).toBe(1);
    expect(voteStrength(voter, at(1413))).toBeCloseTo(0.5, 12);
    expect(voteStrength(voter, at(1426))).toBeCloseTo(0.25, 12);
  });

  it('counts only a proxy’s own weight, and no stake as no strength', () => {
    const now = at(1400);
    const own = stake2vote(1_000n, now);
    expect(voteStrength({ staked: 1_000n, lastVoteWeight: own + 5e40, proxiedVoteWeight: 5e40, isProxy: true }, now)).toBeCloseTo(1, 9);
    expect(voteStrength({ staked: 0n, lastVoteWeight: 0, proxiedVoteWeight: 0, isProxy: false }, now)).toBe(0);
  });
});
