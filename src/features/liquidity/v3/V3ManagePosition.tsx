import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Panel, type TabItem } from '../../../components/Panel';
import { user, waxUsdPrice } from '../../../state/app';
import { balanceOf } from '../../../state/balances';
import { LIQUIDITY_MANAGE_LOADER, LIQUIDITY_POSITION_LOADER, liquidityEndpoint, v3Position } from '../../../state/liquidityV3';
import { NamedLoader } from '../../common/NamedLoader';
import { ConnectWalletPrompt } from '../../common/ConnectWalletPrompt';
import { DepositBox } from './DepositBox';
import { LiquidityChart } from './LiquidityChart';
import { MoveRange } from './MoveRange';
import { PoolInfo } from './PoolInfo';
import { boundText, unitsText, usdText } from './format';
import './v3.css';

type Tab = 'add' | 'remove' | 'move' | 'fees';
const TABS: readonly TabItem<Tab>[] = [
  { id: 'add', label: 'Add' },
  { id: 'remove', label: 'Remove' },
  { id: 'move', label: 'Move range' },
  { id: 'fees', label: 'Fees' },
];
const PERCENTS = [25, 50, 75, 100] as const;

/** A v3 position of `swap.alcor` pool `poolId` (the wallet's link: /liquidity/manage/alcorv2/{pool}?position={id}). */
export function V3ManagePosition({ poolId, positionId }: { poolId: number; positionId: string }) {
  useSignals();
  const store = v3Position;
  const [tab, setTab] = useState<Tab>('remove');
  const endpoint = liquidityEndpoint.value;
  useEffect(() => {
    if (endpoint !== null) void store.load(poolId, positionId).catch(() => undefined);
  }, [store, poolId, positionId, endpoint]);
  // A move opens a new position: follow it.
  const navigate = useNavigate();
  const moved = store.moved.value;
  useEffect(() => {
    if (moved !== null && (moved.poolId !== poolId || moved.positionId !== positionId)) {
      navigate(`/liquidity/manage/alcorv2/${moved.poolId}?position=${encodeURIComponent(moved.positionId)}`);
    }
  }, [moved, poolId, positionId, navigate]);

  const current = store.position.value;
  if (store.missing.value !== null) {
    return (
      <Panel title="Position">
        <p className="v3-error" role="alert">
          {store.missing.value}
        </p>
      </Panel>
    );
  }
  if (current === null) {
    return (
      <Panel title="Position">
        <NamedLoader
          name={LIQUIDITY_POSITION_LOADER}
          force
          message="Loading position…"
          onRetry={() => void store.load(poolId, positionId).catch(() => undefined)}
        />
      </Panel>
    );
  }
  const { pool, value, range, record } = current;
  const { tokenA, tokenB } = pool;
  const usd = (units: bigint, side: 'a' | 'b') =>
    side === 'a'
      ? usdText(units, tokenA.precision, pool.info.tokenAWaxPrice, waxUsdPrice.value)
      : usdText(units, tokenB.precision, pool.info.tokenBWaxPrice, waxUsdPrice.value);
  const removal = store.removal.value;

  return (
    <div className="v3-grid">
      <div className="v3-grid__col">
        <Panel title="Position">
          <dl className="v3-facts" data-testid="v3-position">
            <dt>Pair</dt>
            <dd>
              {tokenA.ticker}/{tokenB.ticker} · {pool.info.fee / 10_000}%
            </dd>
            <dt>Range</dt>
            <dd>
              {boundText(range.lowerPrice, 'lower')} – {boundText(range.upperPrice, 'upper')} {tokenB.ticker} per {tokenA.ticker}
            </dd>
            <dt>Status</dt>
            <dd className={current.inRange ? 'v3-inrange' : 'v3-outrange'}>{current.inRange ? '● In range' : '● Out of range'}</dd>
            <dt>Liquidity</dt>
            <dd data-testid="v3-position-liquidity">{record.row.liquidity.toString()}</dd>
            <dt>{tokenA.ticker}</dt>
            <dd>
              <span data-testid="v3-amount-a">{unitsText(value.amountA, tokenA.precision)}</span> ({usd(value.amountA, 'a')})
            </dd>
            <dt>{tokenB.ticker}</dt>
            <dd>
              <span data-testid="v3-amount-b">{unitsText(value.amountB, tokenB.precision)}</span> ({usd(value.amountB, 'b')})
            </dd>
            <dt>Fees</dt>
            <dd>
              <span data-testid="v3-fees-a">{unitsText(value.feesA, tokenA.precision)}</span> {tokenA.ticker} +{' '}
              <span data-testid="v3-fees-b">{unitsText(value.feesB, tokenB.precision)}</span> {tokenB.ticker}
            </dd>
          </dl>
        </Panel>
        {user.value === null ? (
          <Panel title="Deposit">
            <ConnectWalletPrompt message="Connect a wallet to add to or remove from this position." />
          </Panel>
        ) : (
          <Panel title="Deposit" tabs={{ items: TABS, selected: tab, onSelect: setTab, label: 'Add, remove or collect' }}>
            {store.notice.value !== null && (
              <p className="v3-error" role="alert">
                {store.notice.value}
              </p>
            )}
            <NamedLoader name={LIQUIDITY_MANAGE_LOADER} message="Sending…">
              {tab === 'add' && (
                <>
                  <DepositBox pool={pool} deposit={store.deposit} balanceOf={balanceOf} />
                  <button
                    type="button"
                    className="button button--primary button--block v3-submit"
                    disabled={store.deposit.quote.value === null}
                    onClick={() => void store.increase()}
                  >
                    Add liquidity
                  </button>
                </>
              )}
              {tab === 'remove' && (
                <div className="v3-remove">
                  <div className="v3-range__quick" role="group" aria-label="Share to remove">
                    {PERCENTS.map((percent) => (
                      <button
                        key={percent}
                        type="button"
                        className="button button--ghost button--sm v3-chip"
                        aria-pressed={store.percent.value === percent}
                        onClick={() => void store.setPercent(percent)}
                      >
                        {percent}%
                      </button>
                    ))}
                  </div>
                  {removal !== null && (
                    <dl className="v3-facts" aria-label="You receive">
                      <dt>You receive</dt>
                      <dd>
                        <span data-testid="v3-receive-a">{unitsText(removal.amountA, tokenA.precision)}</span> {tokenA.ticker} +{' '}
                        <span data-testid="v3-receive-b">{unitsText(removal.amountB, tokenB.precision)}</span> {tokenB.ticker}
                      </dd>
                      <dt>Value</dt>
                      <dd>
                        {usd(removal.amountA, 'a')} + {usd(removal.amountB, 'b')}
                      </dd>
                      <dt>Liquidity burnt</dt>
                      <dd>{removal.liquidity.toString()}</dd>
                    </dl>
                  )}
                  <button
                    type="button"
                    className="button button--primary button--block"
                    disabled={removal === null || removal.liquidity === 0n}
                    onClick={() => void store.decrease()}
                  >
                    Remove {store.percent.value}%
                  </button>
                </div>
              )}
              {tab === 'move' && <MoveRange />}
              {tab === 'fees' && (
                <div className="v3-remove">
                  <p>
                    Uncollected: {unitsText(value.feesA, tokenA.precision)} {tokenA.ticker} ({usd(value.feesA, 'a')}) +{' '}
                    {unitsText(value.feesB, tokenB.precision)} {tokenB.ticker} ({usd(value.feesB, 'b')})
                  </p>
                  <button type="button" className="button button--primary button--block" disabled={!store.hasFees.value} onClick={() => void store.collect()}>
                    Collect fees
                  </button>
                </div>
              )}
            </NamedLoader>
          </Panel>
        )}
      </div>
      <div className="v3-grid__col">
        <Panel title="Pool">
          <PoolInfo pool={pool} />
        </Panel>
        <Panel title="Price range">
          <LiquidityChart distribution={pool.distribution} tick={pool.state.tick} range={range} />
          <p className="text-muted" data-testid="v3-range-ticks">
            Ticks {range.tickLower} to {range.tickUpper}
          </p>
        </Panel>
      </div>
    </div>
  );
}
