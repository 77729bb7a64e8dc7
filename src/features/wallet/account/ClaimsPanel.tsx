import type { AccountSnapshot } from '../../../core/account';
import { Panel } from '../../../components/Panel';
import { RefundClaim } from './RefundClaim';
import { VoterPayClaim } from './VoterPayClaim';

/** The claims area (SPEC §2): the refund request and voter pay; the owner claims, anyone else reads. */
export function ClaimsPanel({ account, chainNowMs, isOwn }: { account: AccountSnapshot; chainNowMs: number; isOwn: boolean }) {
  return (
    <Panel title="Claims" bodyClassName="claims">
      <RefundClaim account={account} chainNowMs={chainNowMs} isOwn={isOwn} />
      <VoterPayClaim account={account} chainNowMs={chainNowMs} isOwn={isOwn} />
    </Panel>
  );
}
