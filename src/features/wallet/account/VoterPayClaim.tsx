import { isVoting, voterPayStatus, VOTER_PAY_MIN_PRODUCERS, type AccountSnapshot } from '../../../core/account';
import { stake2vote, voteStrength } from '../../../core/actions/system';
import { formatChainDate, formatDuration } from '../../../core/format';
import { ClaimButton } from './ClaimButton';
import { Fact } from './Fact';
import { Meter } from './Meter';
import { VoteWeight } from './voteWeightText';
import './account.css';

/**
 * Voter pay and the vote behind it (SPEC §2 claims area, §9): the vote's strength (its weight then
 * against the same stake's weight now, which doubles every 13 weeks), when the period started and
 * when pay can be claimed; the owner's Claim (`claimgbmvote`) and Renew (the same vote again).
 */
export function VoterPayClaim({ account, chainNowMs, isOwn }: { account: AccountSnapshot; chainNowMs: number; isOwn: boolean }) {
  const voter = account.voter;
  const status = voterPayStatus(voter, chainNowMs);
  if (!isVoting(voter)) {
    return (
      <section className="claim" aria-label="Voter rewards">
        <h3 className="account-subtitle">Voter rewards</h3>
        <p className="account-muted">{`Not voting. Voting for ${VOTER_PAY_MIN_PRODUCERS} or more producers, or through a proxy, earns voter pay once a day.`}</p>
      </section>
    );
  }
  const nowSec = Math.floor(chainNowMs / 1000);
  const strength = voteStrength(voter, nowSec);
  const ownWeight = voter.lastVoteWeight - (voter.isProxy ? voter.proxiedVoteWeight : 0);
  const claimBlockedBy =
    status.kind === 'ready'
      ? null
      : status.kind === 'waiting'
        ? `Voter pay is claimed at most once a day: ready in ${formatDuration(status.remainingMs)}`
        : `Voter pay needs votes for ${VOTER_PAY_MIN_PRODUCERS} or more producers, or a proxy`;
  return (
    <section className="claim" aria-label="Voter rewards">
      <h3 className="account-subtitle">Voter rewards</h3>
      <div className="strength">
        <div className="strength__head">
          <span>Vote strength</span>
          <span className="num" data-testid="vote-strength">{`${(strength * 100).toFixed(1)}%`}</span>
        </div>
        <Meter label="Vote strength" share={strength} tone="strength" />
      </div>
      <dl className="account-facts">
        <Fact label="Last vote weight" testId="vote-last-weight">
          <VoteWeight weight={ownWeight} />
        </Fact>
        <Fact label="Weight if renewed" testId="vote-current-weight">
          <VoteWeight weight={stake2vote(voter.staked, nowSec)} />
        </Fact>
        {status.kind === 'too-few-producers' && (
          <Fact label="Voter pay">{`Votes for ${status.producers} producer${status.producers === 1 ? '' : 's'}: needs ${VOTER_PAY_MIN_PRODUCERS} or a proxy`}</Fact>
        )}
        {(status.kind === 'ready' || status.kind === 'waiting') && (
          <>
            <Fact label="Started" testId="vote-start">
              {formatChainDate(status.startMs)}
            </Fact>
            <Fact label="Ready" sub={voter.lastClaimMs > 0 ? formatChainDate(status.readyAtMs) : undefined} testId="vote-ready">
              {status.kind === 'ready' ? 'Now' : `in ${formatDuration(status.remainingMs)}`}
            </Fact>
          </>
        )}
      </dl>
      {isOwn && (
        <div className="claim__actions">
          <ClaimButton claim="claim" label="Claim" primary blockedBy={claimBlockedBy} />
          <ClaimButton claim="renew" label="Renew" blockedBy={null} />
        </div>
      )}
    </section>
  );
}
