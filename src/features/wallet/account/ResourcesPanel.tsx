import { useSignals } from '@preact/signals-react/runtime';
import type { AccountSnapshot, Delegation, ResourceUse, Stake } from '../../../core/account';
import { addAmounts, subAmounts, type Amount } from '../../../core/amount';
import { formatBytes, formatCpuTime, formatWaxAmount, usedShare } from '../../../core/format';
import { Panel } from '../../../components/Panel';
import { ACCOUNT_INFO_LOADER, delegationsState } from '../../../state/walletAccount';
import { NamedLoader } from '../../common/NamedLoader';
import { Fact } from './Fact';
import { Meter } from './Meter';
import './account.css';

const wax = (amount: Amount) => `${formatWaxAmount(amount)} WAX`;

type ResourceRowProps = {
  name: 'CPU' | 'NET' | 'RAM';
  used: number;
  max: number;
  /** What is left now (CPU and NET: the chain's figure, which also counts usage decaying). */
  available?: number;
  format: (value: number) => string;
  /** What is staked for it: by the account itself and by others. */
  stake?: { self: Amount; others: Amount };
};

/** One resource: used against its limit, and what stake backs it. */
function ResourceRow({ name, used, max, available, format, stake }: ResourceRowProps) {
  const share = usedShare(used, max);
  return (
    <div className="resource" data-testid={`resource-${name.toLowerCase()}`}>
      <div className="resource__head">
        <span className="resource__name">{name}</span>
        <span className="num resource__use">{max === 0 ? 'None staked' : `${format(used)} / ${format(max)}`}</span>
      </div>
      <Meter label={`${name} used`} share={share} warnFrom={0.9} />
      {available !== undefined && max > 0 && <div className="resource__stake num">{`Available ${format(available)}`}</div>}
      {stake && stake.self.units + stake.others.units !== 0n && (
        <div className="resource__stake num">
          {`Staked ${wax(addAmounts(stake.self, stake.others))}`}
          {stake.others.units !== 0n && <span className="resource__split">{` (self ${wax(stake.self)}, by others ${wax(stake.others)})`}</span>}
        </div>
      )}
    </div>
  );
}

function DelegationList({ title, rows, empty }: { title: string; rows: readonly Delegation[]; empty: string }) {
  return (
    <div className="delegations">
      <h3 className="account-subtitle">{title}</h3>
      {rows.length === 0 ? (
        <p className="account-muted">{empty}</p>
      ) : (
        <dl className="account-facts">
          {rows.map((row) => (
            <Fact key={row.account} label={row.account}>{`CPU ${wax(row.cpu)} · NET ${wax(row.net)}`}</Fact>
          ))}
        </dl>
      )}
    </div>
  );
}

/** Stake others gave this account, per resource (total less its own). */
function received(total: Stake, self: Stake, key: keyof Stake): Amount {
  return subAmounts(total[key], self[key]);
}

/** CPU and NET (used, available, staked by itself and by others), RAM, and stake delegated to and by others (SPEC §3). */
export function ResourcesPanel({ account }: { account: AccountSnapshot }) {
  useSignals();
  const delegations = delegationsState.value;
  const limit = (use: ResourceUse) => ({ used: use.used, max: use.max, available: use.available });
  return (
    <Panel title="Resources">
      <ResourceRow
        name="CPU"
        {...limit(account.cpu)}
        format={formatCpuTime}
        stake={{ self: account.selfStake.cpu, others: received(account.totalStake, account.selfStake, 'cpu') }}
      />
      <ResourceRow
        name="NET"
        {...limit(account.net)}
        format={formatBytes}
        stake={{ self: account.selfStake.net, others: received(account.totalStake, account.selfStake, 'net') }}
      />
      <ResourceRow name="RAM" used={account.ram.usage} max={account.ram.quota} format={formatBytes} />
      <NamedLoader name={ACCOUNT_INFO_LOADER} size={20} message="Loading delegations…" className="delegation-lists__pending">
        {delegations.status === 'ready' && (
          <div className="delegation-lists">
            <DelegationList title="Delegated to others" rows={delegations.delegations.to} empty="None" />
            <DelegationList title="Delegated by others" rows={delegations.delegations.from} empty="None" />
          </div>
        )}
      </NamedLoader>
    </Panel>
  );
}
