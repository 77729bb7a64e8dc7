import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Token } from '../../../core/domain';
import { Panel } from '../../../components/Panel';
import { user } from '../../../state/app';
import { balanceOf } from '../../../state/balances';
import { LIQUIDITY_ADD_LOADER, LIQUIDITY_POOL_LOADER, liquidityEndpoint, v3Add } from '../../../state/liquidityV3';
import { NamedLoader } from '../../common/NamedLoader';
import { ConnectWalletPrompt } from '../../common/ConnectWalletPrompt';
import { ActionsPreview } from './ActionsPreview';
import { DepositBox } from './DepositBox';
import { FeeTiers } from './FeeTiers';
import { LiquidityChart } from './LiquidityChart';
import { NewPoolInfo } from './NewPoolInfo';
import { PoolInfo } from './PoolInfo';
import { RangeSelector } from './RangeSelector';
import { boundText } from './format';
import './v3.css';

/** How often an unlocked pool's price is re-read. */
const REFRESH_MS = 15_000;

/** A v3 (alcorv2) add below the pair choice: fee tier, pool info, range and chart, deposit and the position it opens. */
export function V3AddLiquidity({ tokenA, tokenB }: { tokenA: Token; tokenB: Token }) {
  useSignals();
  const store = v3Add;
  const endpoint = liquidityEndpoint.value;
  useEffect(() => {
    if (endpoint === null) return;
    void store.choosePair(tokenA, tokenB).catch(() => undefined);
    const timer = setInterval(() => void store.refresh().catch(() => undefined), REFRESH_MS);
    return () => clearInterval(timer);
  }, [store, tokenA, tokenB, endpoint]);

  const tiers = store.tiers.value;
  const draft = store.draft.value;
  const pool = store.detail.value;
  const planned = store.plannedActions.value;
  const range = store.range.value;
  const quote = store.deposit.quote.value;
  const signedIn = user.value !== null;

  return (
    <div className="v3-grid">
      <div className="v3-grid__col">
        <Panel title="Fee tier">
          <NamedLoader name={LIQUIDITY_POOL_LOADER} message="Loading pools…">
            {tiers !== null && (
              <FeeTiers tiers={tiers} selected={draft?.fee ?? store.selectedPool.value?.fee ?? null} onSelect={(fee) => void store.chooseTier(fee)} />
            )}
          </NamedLoader>
        </Panel>
        <Panel title="Deposit">
          {!signedIn ? (
            <ConnectWalletPrompt message="Connect a wallet to add liquidity." />
          ) : pool === null || range === null ? (
            <p className="text-muted">{draft !== null ? 'Set a starting price first.' : 'Choose a fee tier and a range first.'}</p>
          ) : (
            <>
              <DepositBox pool={pool} deposit={store.deposit} balanceOf={balanceOf} />
              <NamedLoader name={LIQUIDITY_ADD_LOADER} message="Adding liquidity…">
                <button
                  type="button"
                  className="button button--primary button--block v3-submit"
                  disabled={quote === null || store.sending.value}
                  onClick={() => void store.add()}
                >
                  {draft !== null ? 'Create pool and add liquidity' : 'Add liquidity'}
                </button>
              </NamedLoader>
              {planned !== null && <ActionsPreview actions={planned} open={draft !== null} />}
            </>
          )}
        </Panel>
        {pool !== null && range !== null && (
          <Panel title="Position">
            <dl className="v3-facts">
              <dt>Range</dt>
              <dd data-testid="v3-range-text">
                {boundText(range.lowerPrice, 'lower')} – {boundText(range.upperPrice, 'upper')} {pool.tokenB.ticker} per {pool.tokenA.ticker}
              </dd>
              <dt>Status</dt>
              <dd>{pool.state.tick >= range.tickLower && pool.state.tick < range.tickUpper ? 'In range' : 'Out of range'}</dd>
              <dt>Fee tier</dt>
              <dd>{pool.info.fee / 10_000}%</dd>
            </dl>
          </Panel>
        )}
      </div>
      <div className="v3-grid__col">
        <Panel title="Pool">
          {draft !== null ? (
            <NewPoolInfo draft={draft} onPrice={(price) => void store.setStartPrice(price)} />
          ) : pool === null ? (
            <NamedLoader name={LIQUIDITY_POOL_LOADER} message="Loading pool…">
              <p className="text-muted">No pool chosen.</p>
            </NamedLoader>
          ) : (
            <PoolInfo
              pool={pool}
              lock={{
                locked: store.priceLocked.value,
                onLock: (locked) => (store.priceLocked.value = locked),
                onSuggested: () => void store.setQuickRange(10),
              }}
            />
          )}
        </Panel>
        <Panel title="Price range">
          {pool === null ? (
            <p className="text-muted">Choose a fee tier to set a range.</p>
          ) : (
            <>
              <LiquidityChart
                distribution={pool.distribution}
                tick={pool.state.tick}
                range={range}
                edit={{
                  tickSpacing: pool.state.tickSpacing,
                  onRange: (tickLower, tickUpper) => void store.setRangeTicks(tickLower, tickUpper),
                  label: (tick) => `tick ${tick}`,
                }}
              />
              <RangeSelector
                range={range}
                error={store.rangeError.value}
                quote={`${pool.tokenB.ticker} per ${pool.tokenA.ticker}`}
                onPrices={(lower, upper) => void store.setRangePrices(lower, upper)}
                onQuick={(choice) => void store.setQuickRange(choice)}
              />
            </>
          )}
        </Panel>
      </div>
    </div>
  );
}
