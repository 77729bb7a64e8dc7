import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'react-router-dom';
import { tokenHash } from '../../core/domain';
import { canCreatePair } from '../../core/liquidity';
import { EXCHANGE_NAMES, usesConcentratedPools } from '../../core/urlParams';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { user } from '../../state/app';
import { liquidityExchange, liquidityStore } from '../../state/liquidity';
import { PoolsLoading } from './PoolsLoading';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import { BackToPositions } from './BackToPositions';
import { ExchangeSelector } from './ExchangeSelector';
import { LiquidityLayout } from './LiquidityLayout';
import { LiquiditySettings } from './LiquiditySettings';
import { TokenPairSelector } from './TokenPairSelector';
import { V2DepositBox } from './V2DepositBox';
import { V2PoolInfo } from './V2PoolInfo';
import { V3AddLiquidity } from './v3';

/** Shown in the panels that depend on the pair until one is chosen. */
function PairFirst({ what }: { what: string }) {
  return <p className="text-muted">Choose a token pair to see {what}.</p>;
}

/** The v2 panels' state once the pair is chosen: loading, the pool, a pair to create, or none. */
function useV2Pair() {
  const chosen = liquidityStore.chosenPair.value;
  const { loaded } = liquidityStore.poolsState.value;
  const pool = liquidityStore.pairPool.value;
  const newPair = liquidityStore.newPair.value;
  return { chosen, loaded, pool, newPair };
}

function NoPool() {
  const exchange = liquidityStore.exchange.value;
  return (
    <p className="text-muted">
      {`${EXCHANGE_NAMES[exchange]} has no pool of this pair${canCreatePair(exchange) ? '' : ', and only the exchange lists new pairs'}.`}
    </p>
  );
}

function V2Deposit() {
  useSignals();
  const { chosen, loaded, pool, newPair } = useV2Pair();
  if (chosen === null) return <PairFirst what="what to deposit" />;
  if (!loaded) return <PoolsLoading message="Loading pools…" />;
  if (pool === null && newPair === null) return <NoPool />;
  if (user.value === null) return <ConnectWalletPrompt message="Connect a wallet to add liquidity." />;
  return <V2DepositBox box={liquidityStore.addBox} pool={pool} onSubmit={() => void liquidityStore.addLiquidity()} />;
}

function V2Pool() {
  useSignals();
  const { chosen, loaded, pool, newPair } = useV2Pair();
  if (chosen === null) return <PairFirst what="its pool" />;
  if (!loaded) return <PoolsLoading message="Loading pool…" />;
  if (pool !== null) return <V2PoolInfo pool={pool} />;
  return newPair !== null ? <p className="text-muted">A new pool: its first deposit sets the price.</p> : <NoPool />;
}

function V2Position() {
  useSignals();
  const { chosen, pool } = useV2Pair();
  if (chosen === null) return <PairFirst what="the position you would open" />;
  if (pool === null) return <p className="text-muted">No position yet.</p>;
  return (
    <p>
      <Link to={`/liquidity/manage/${pool.exchange}/${encodeURIComponent(pool.pairId)}`}>Manage your position in this pool</Link>
    </p>
  );
}

/**
 * Add liquidity, /liquidity/add (SPEC §2 Liquidity management): exchange, pair, fee tier and deposit,
 * beside pool and position info; the price range only for concentrated pools (alcorv2, SPEC §4).
 */
export default function AddLiquidityPage() {
  useSignals();
  useEffect(() => liquidityStore.activate(), []);
  const exchange = liquidityExchange.value;
  const concentrated = usesConcentratedPools(exchange);

  const selection = (
    <>
      <Panel title="Exchange">
        <ExchangeSelector value={exchange} onChange={liquidityStore.setExchange} />
      </Panel>
      <Panel title="Token pair">
        <TokenPairSelector />
      </Panel>
    </>
  );

  if (concentrated) {
    // Concentrated pools (alcorv2): fee tier, range, distribution and deposit once the pair is chosen.
    const chosen = liquidityStore.chosenPair.value;
    return (
      <PageFrame title="Add liquidity" leading={<BackToPositions />} actions={<LiquiditySettings />}>
        <LiquidityLayout
          form={selection}
          details={
            chosen === null ? (
              <Panel title="Price range">
                <PairFirst what="its fee tiers, pool and price range" />
              </Panel>
            ) : null
          }
        />
        {chosen !== null && <V3AddLiquidity key={`${tokenHash(chosen.input)}|${tokenHash(chosen.output)}`} tokenA={chosen.input} tokenB={chosen.output} />}
      </PageFrame>
    );
  }

  const form = (
    <>
      {selection}
      <Panel title="Deposit">
        <V2Deposit />
      </Panel>
    </>
  );
  const details = (
    <>
      <Panel title="Pool">
        <V2Pool />
      </Panel>
      <Panel title="Position">
        <V2Position />
      </Panel>
    </>
  );

  return (
    <PageFrame title="Add liquidity" leading={<BackToPositions />} actions={<LiquiditySettings />}>
      <LiquidityLayout form={form} details={details} />
    </PageFrame>
  );
}
