import { useSignals } from '@preact/signals-react/runtime';
import type { AccountSnapshot } from '../../../core/account';
import { toDisplayNumber } from '../../../core/amount';
import { formatChainDate, formatUsd, formatWaxAmount } from '../../../core/format';
import { Panel } from '../../../components/Panel';
import { waxUsdPrice } from '../../../state/app';
import { waxTotals } from './accountTotals';
import { Fact } from './Fact';
import './account.css';

const DAY_MS = 86_400_000;

/** How the account votes, in a few words. */
function votingSummary(account: AccountSnapshot): string {
  const voter = account.voter;
  const role = voter?.isProxy ? 'Registered proxy · ' : '';
  if (voter === null) return 'Not voting';
  if (voter.proxy !== '') return `${role}Through proxy ${voter.proxy}`;
  if (voter.producers.length > 0) return `${role}${voter.producers.length} producer${voter.producers.length === 1 ? '' : 's'}`;
  return `${role}Not voting`;
}

/** Account name and creation, and its WAX: available, staked, refunding, total with its USD value (SPEC §2, §9). */
export function AccountPanel({ account, chainNowMs }: { account: AccountSnapshot; chainNowMs: number }) {
  useSignals();
  const totals = waxTotals(account);
  const usd = waxUsdPrice.value;
  const ageDays = Math.max(0, Math.floor((chainNowMs - account.createdMs) / DAY_MS));
  return (
    <Panel title="Account">
      <dl className="account-facts" aria-label="Account">
        <Fact label="Created" sub={`${ageDays.toLocaleString('en-US')} day${ageDays === 1 ? '' : 's'} ago`} testId="account-created">
          {formatChainDate(account.createdMs)}
        </Fact>
        <Fact label="Available" testId="account-liquid">{`${formatWaxAmount(totals.liquid)} WAX`}</Fact>
        <Fact label="Staked" testId="account-staked">{`${formatWaxAmount(totals.staked)} WAX`}</Fact>
        <Fact label="Refunding" testId="account-refunding">{`${formatWaxAmount(totals.refunding)} WAX`}</Fact>
        <Fact label="Total" sub={usd === null ? undefined : `≈ ${formatUsd(toDisplayNumber(totals.total) * usd)}`} testId="account-total">
          <strong>{`${formatWaxAmount(totals.total)} WAX`}</strong>
        </Fact>
        <Fact label="Votes">{votingSummary(account)}</Fact>
      </dl>
    </Panel>
  );
}
