import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { usesConcentratedPools, type Exchange } from '../../core/urlParams';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { user } from '../../state/app';
import { NamedLoader } from '../common/NamedLoader';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import { BackToPositions } from './BackToPositions';
import { ExchangeSelector } from './ExchangeSelector';
import { LiquidityLayout } from './LiquidityLayout';
import type { Token } from '../../core/domain';
import { V3AddLiquidity, V3PairPicker } from './v3';

/** Shown in the panels that depend on the pair until one is chosen. */
function PairFirst({ what }: { what: string }) {
  return <p className="text-muted">Choose a token pair to see {what}.</p>;
}

/**
 * Add liquidity, /liquidity/add (SPEC §2 Liquidity management): exchange, pair, fee tier and deposit,
 * beside pool and position info; the price range only for concentrated pools (alcorv2, SPEC §4).
 */
export default function AddLiquidityPage() {
  useSignals();
  const [exchange, setExchange] = useState<Exchange>('alcorv2');
  const concentrated = usesConcentratedPools(exchange);
  // v3 (alcorv2) until the shared pair selector lands: the lead reconciles this with the v2 shell.
  const [v3Pair, setV3Pair] = useState<{ a: Token; b: Token } | null>(null);
  if (concentrated) {
    return (
      <PageFrame title="Add liquidity" leading={<BackToPositions />}>
        <div className="v3-grid__col">
          <Panel title="Exchange">
            <ExchangeSelector value={exchange} onChange={setExchange} />
          </Panel>
          <Panel title="Token pair">
            <V3PairPicker pair={v3Pair} onPair={setV3Pair} />
          </Panel>
          {v3Pair === null ? (
            <Panel title="Price range">
              <PairFirst what="its price range" />
            </Panel>
          ) : (
            <V3AddLiquidity tokenA={v3Pair.a} tokenB={v3Pair.b} />
          )}
        </div>
      </PageFrame>
    );
  }

  const form = (
    <>
      <Panel title="Exchange">
        <ExchangeSelector value={exchange} onChange={setExchange} />
      </Panel>
      <Panel title="Token pair">
        <NamedLoader name="liquidity_tokens" force message="Loading tokens…" />
      </Panel>
      <Panel title="Fee tier">
        <PairFirst what="its fee tiers" />
      </Panel>
      <Panel title="Deposit">
        {user.value === null ? <ConnectWalletPrompt message="Connect a wallet to add liquidity." /> : <PairFirst what="what to deposit" />}
      </Panel>
    </>
  );
  const details = (
    <>
      <Panel title="Pool">
        <PairFirst what="its pool" />
      </Panel>
      <Panel title="Position">
        <PairFirst what="the position you would open" />
      </Panel>
      {concentrated && (
        <Panel title="Price range">
          <PairFirst what="its price range" />
        </Panel>
      )}
    </>
  );

  return (
    <PageFrame title="Add liquidity" leading={<BackToPositions />}>
      <LiquidityLayout form={form} details={details} />
    </PageFrame>
  );
}
