import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { checkExchangeAndId, EXCHANGE_NAMES, usesConcentratedPools } from '../../core/urlParams';
import { PageFrame } from '../../components/PageFrame';
import { Panel, type TabItem } from '../../components/Panel';
import { user } from '../../state/app';
import { requireRoute } from '../common/requireRoute';
import { NamedLoader } from '../common/NamedLoader';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import { BackToPositions } from './BackToPositions';
import { LiquidityLayout } from './LiquidityLayout';
import { V3ManagePosition } from './v3';

type DepositTab = 'add' | 'remove';

const DEPOSIT_TABS: readonly TabItem<DepositTab>[] = [
  { id: 'add', label: 'Add' },
  { id: 'remove', label: 'Remove' },
];

/** Manage a position, /liquidity/manage/{exchange?}/{id?} (SPEC §2 Liquidity management). */
export default function ManagePositionPage() {
  useSignals();
  const params = useParams();
  const { src: exchange, id } = requireRoute(checkExchangeAndId(params.exchange, params.id));
  const [depositTab, setDepositTab] = useState<DepositTab>('add');
  const [search] = useSearchParams();
  const v3PositionId = search.get('position');

  if (exchange === null || id === null) {
    return (
      <PageFrame title="Manage position" leading={<BackToPositions />}>
        <Panel title="No position selected">
          <p className="text-muted">Open one of your positions to manage it.</p>
          <p>
            <Link to="/wallet#open_positions">Your positions</Link>
          </p>
        </Panel>
      </PageFrame>
    );
  }

  // v3 (alcorv2): the wallet links /liquidity/manage/alcorv2/{pool id}?position={position id}.
  if (exchange === 'alcorv2' && v3PositionId !== null && /^\d{1,20}$/.test(v3PositionId)) {
    return (
      <PageFrame title="Manage position" subtitle={`${EXCHANGE_NAMES[exchange]} · pool #${id} · position #${v3PositionId}`} leading={<BackToPositions />}>
        <V3ManagePosition poolId={Number(id)} positionId={v3PositionId} />
      </PageFrame>
    );
  }

  const form = (
    <>
      <Panel title="Position">
        <NamedLoader name="liquidity_position" force message="Loading position…" />
      </Panel>
      {user.value === null ? (
        <Panel title="Deposit">
          <ConnectWalletPrompt message="Connect a wallet to add to or remove from this position." />
        </Panel>
      ) : (
        <Panel title="Deposit" tabs={{ items: DEPOSIT_TABS, selected: depositTab, onSelect: setDepositTab, label: 'Add or remove liquidity' }}>
          <NamedLoader name="liquidity_position" force message={depositTab === 'add' ? 'Loading your balances…' : 'Loading your liquidity…'} />
        </Panel>
      )}
    </>
  );
  const details = (
    <>
      <Panel title="Pool">
        <NamedLoader name="liquidity_pool" force message="Loading pool…" />
      </Panel>
      {usesConcentratedPools(exchange) && (
        <Panel title="Price range">
          <NamedLoader name="liquidity_position" force message="Loading price range…" />
        </Panel>
      )}
    </>
  );

  return (
    <PageFrame title="Manage position" subtitle={`${EXCHANGE_NAMES[exchange]} · #${id}`} leading={<BackToPositions />}>
      <LiquidityLayout form={form} details={details} />
    </PageFrame>
  );
}
