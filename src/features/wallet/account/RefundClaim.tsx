import { refundStatus, type AccountSnapshot } from '../../../core/account';
import { formatChainDate, formatDuration, formatFixed } from '../../../core/format';
import { ClaimButton } from './ClaimButton';
import { Fact } from './Fact';
import './account.css';

/** The refund request: exactly what `refund` pays, its countdown to request + 3 days, and the owner's Claim refund. */
export function RefundClaim({ account, chainNowMs, isOwn }: { account: AccountSnapshot; chainNowMs: number; isOwn: boolean }) {
  const refund = account.refund;
  if (refund === null) {
    return (
      <section className="claim" aria-label="Refund">
        <h3 className="account-subtitle">Refund</h3>
        <p className="account-muted">No unstaked WAX waiting to be refunded.</p>
      </section>
    );
  }
  const status = refundStatus(refund, chainNowMs);
  return (
    <section className="claim" aria-label="Refund">
      <h3 className="account-subtitle">Refund</h3>
      <dl className="account-facts">
        <Fact label="Unstaking" testId="refund-amount">{`${formatFixed(status.total, status.total.precision)} WAX`}</Fact>
        <Fact label="Requested">{formatChainDate(refund.requestSec * 1000)}</Fact>
        <Fact label="Ready" sub={formatChainDate(status.readyAtMs)} testId="refund-ready">
          {status.ready ? 'Now' : `in ${formatDuration(status.remainingMs)}`}
        </Fact>
      </dl>
      {isOwn && (
        <div className="claim__actions">
          <ClaimButton
            claim="refund"
            label="Claim refund"
            primary
            blockedBy={status.ready ? null : `Refunds are paid 3 days after unstaking: ready in ${formatDuration(status.remainingMs)}`}
          />
        </div>
      )}
    </section>
  );
}
