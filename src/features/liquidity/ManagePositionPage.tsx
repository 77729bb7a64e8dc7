import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { checkExchangeAndId, EXCHANGE_NAMES, usesConcentratedPools, type Exchange } from '../../core/urlParams';
import { isV2PoolExchange } from '../../core/liquidity';
import { liquidityStore } from '../../state/liquidity';
import { PageFrame } from '../../components/PageFrame';
import { Panel, type TabItem } from '../../components/Panel';
import { user } from '../../state/app';
import { requireRoute } from '../common/requireRoute';
import { PoolsLoading } from './PoolsLoading';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import { BackToPositions } from './BackToPositions';
import { LiquidityLayout } from './LiquidityLayout';
import { LiquiditySettings } from './LiquiditySettings';
import { V2DepositBox } from './V2DepositBox';
import { V2PoolInfo } from './V2PoolInfo';
import { V2PositionInfo } from './V2PositionInfo';
import { V2RemoveBox } from './V2RemoveBox';
import { V3ManagePosition } from './v3';

type DepositTab = 'add' | 'remove';

const DEPOSIT_TABS: readonly TabItem<DepositTab>[] = [
  { id: 'add', label: 'Add' },
  { id: 'remove', label: 'Remove' },
];

function YourPositions() {
  return (
    <p>
      <Link to="/wallet#open_positions">Your positions</Link>
    </p>
  );
}

/** A v2 pool's position: what your LP is worth, add more or remove by LP, and the pool (an id that is no pool: a not-found panel). */
function V2Manage({ exchange, id }: { exchange: Exchange; id: string }) {
  useSignals();
  const [depositTab, setDepositTab] = useState<DepositTab>('add');
  useEffect(() => {
    liquidityStore.openPool({ exchange, id });
    const stop = liquidityStore.activate();
    return () => {
      stop();
      liquidityStore.openPool(null);
    };
  }, [exchange, id]);
  const managed = liquidityStore.managedPool.value;
  if (managed.status === 'not-found') {
    return (
      <Panel title="Pool not found">
        <p className="text-muted">{`${EXCHANGE_NAMES[exchange]} has no pool #${id}.`}</p>
        <YourPositions />
      </Panel>
    );
  }
  if (managed.status !== 'found') {
    return (
      <Panel title="Position">
        <PoolsLoading message="Loading position…" />
      </Panel>
    );
  }
  const { pool } = managed;
  const loggedIn = user.value !== null;
  const form = loggedIn ? (
    <>
      <Panel title="Position">
        <V2PositionInfo pool={pool} />
      </Panel>
      <Panel title="Deposit" tabs={{ items: DEPOSIT_TABS, selected: depositTab, onSelect: setDepositTab, label: 'Add or remove liquidity' }}>
        {depositTab === 'add' ? (
          <V2DepositBox box={liquidityStore.manageBox} pool={pool} onSubmit={() => void liquidityStore.addMore()} />
        ) : (
          <V2RemoveBox pool={pool} />
        )}
      </Panel>
    </>
  ) : (
    <Panel title="Position">
      <ConnectWalletPrompt message="Connect a wallet to see your position, add to it or remove from it." />
    </Panel>
  );
  return (
    <LiquidityLayout
      form={form}
      details={
        <Panel title="Pool">
          <V2PoolInfo pool={pool} />
        </Panel>
      }
    />
  );
}

/** Manage a position, /liquidity/manage/{exchange?}/{id?} (SPEC §2 Liquidity management). */
export default function ManagePositionPage() {
  useSignals();
  const params = useParams();
  const { src: exchange, id } = requireRoute(checkExchangeAndId(params.exchange, params.id));
  const [search] = useSearchParams();
  const positionId = search.get('position');

  if (exchange === null || id === null) {
    return (
      <PageFrame title="Manage position" leading={<BackToPositions />} actions={<LiquiditySettings />}>
        <Panel title="No position selected">
          <p className="text-muted">Open one of your positions to manage it.</p>
          <YourPositions />
        </Panel>
      </PageFrame>
    );
  }

  if (isV2PoolExchange(exchange)) {
    return (
      <PageFrame title="Manage position" subtitle={`${EXCHANGE_NAMES[exchange]} · #${id}`} leading={<BackToPositions />} actions={<LiquiditySettings />}>
        <V2Manage exchange={exchange} id={id} />
      </PageFrame>
    );
  }

  // v3 (alcorv2): a position id is unique within its pool; the wallet links /liquidity/manage/alcorv2/{pool id}?position={position id}.
  if (usesConcentratedPools(exchange) && positionId !== null && /^\d{1,20}$/.test(positionId) && /^\d{1,9}$/.test(id)) {
    return (
      <PageFrame
        title="Manage position"
        subtitle={`${EXCHANGE_NAMES[exchange]} · pool #${id} · position #${positionId}`}
        leading={<BackToPositions />}
        actions={<LiquiditySettings />}
      >
        <V3ManagePosition poolId={Number(id)} positionId={positionId} />
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Manage position" subtitle={`${EXCHANGE_NAMES[exchange]} · #${id}`} leading={<BackToPositions />} actions={<LiquiditySettings />}>
      <Panel title="No position selected">
        <p className="text-muted">
          {usesConcentratedPools(exchange)
            ? `A position in ${EXCHANGE_NAMES[exchange]} pool #${id} is opened by its position id: choose one from your positions.`
            : `${EXCHANGE_NAMES[exchange]} has no liquidity positions.`}
        </p>
        <YourPositions />
      </Panel>
    </PageFrame>
  );
}
