import { useSignals } from '@preact/signals-react/runtime';
import { depositSlippage } from '../../../state/liquiditySettings';
import { v3Position } from '../../../state/liquidityV3';
import { formatSlippage } from '../../swap/swapFormat';
import { LiquidityChart } from './LiquidityChart';
import { RangeSelector } from './RangeSelector';
import { unitsText } from './format';

/** Two amounts of the pool's tokens, each with a test id. */
function Pair({ a, b, id }: { a: bigint; b: bigint; id: string }) {
  const current = v3Position.position.value;
  if (current === null) return null;
  const { tokenA, tokenB } = current.pool;
  return (
    <>
      <span data-testid={`${id}-a`}>{unitsText(a, tokenA.precision)}</span> {tokenA.ticker} +{' '}
      <span data-testid={`${id}-b`}>{unitsText(b, tokenB.precision)}</span> {tokenB.ticker}
    </>
  );
}

/** "Move range": a new range for the position, and exactly what the one transaction moving it takes out and puts back. */
export function MoveRange() {
  useSignals();
  const store = v3Position;
  const current = store.position.value;
  const choice = store.move;
  const range = choice.range.value;
  const quote = store.moveQuote.value;
  const problem = store.moveError.value;
  if (current === null) return null;
  const { pool } = current;
  return (
    <div className="v3-remove">
      <p className="text-muted">
        One transaction takes all the position&apos;s liquidity out, collects its fees, and puts both back over the new range; what the new range does not take
        comes back to your wallet.
      </p>
      <LiquidityChart
        distribution={pool.distribution}
        tick={pool.state.tick}
        range={range}
        edit={{ tickSpacing: pool.state.tickSpacing, onRange: (lower, upper) => void choice.setTicks(lower, upper), label: (tick) => `tick ${tick}` }}
      />
      <RangeSelector
        range={range}
        error={choice.error.value}
        quote={`${pool.tokenB.ticker} per ${pool.tokenA.ticker}`}
        onPrices={(lower, upper) => void choice.setPrices(lower, upper)}
        onQuick={(next) => void choice.setQuick(next)}
        testId="v3-move-ticks"
      />
      {problem !== null && <p className="text-muted">{problem}</p>}
      {quote !== null && (
        <dl className="v3-facts" aria-label="The move">
          <dt>Out of the position</dt>
          <dd>
            <Pair a={quote.removedA} b={quote.removedB} id="v3-move-out" />
          </dd>
          <dt>Fees collected</dt>
          <dd>
            <Pair a={quote.feesA} b={quote.feesB} id="v3-move-fees" />
          </dd>
          <dt>Into the new range</dt>
          <dd>
            <Pair a={quote.costA} b={quote.costB} id="v3-move-in" />
          </dd>
          <dt>Back to your wallet</dt>
          <dd>
            <Pair a={quote.returnedA} b={quote.returnedB} id="v3-move-back" />
          </dd>
          <dt>Minimum ({formatSlippage(depositSlippage.value)} slippage)</dt>
          <dd>
            <Pair a={quote.minA} b={quote.minB} id="v3-move-min" />
          </dd>
          <dt>New liquidity</dt>
          <dd data-testid="v3-move-liquidity">{quote.liquidity.toString()}</dd>
        </dl>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={quote === null || store.sending.value}
        onClick={() => void store.moveRange()}
      >
        Move range
      </button>
    </div>
  );
}
