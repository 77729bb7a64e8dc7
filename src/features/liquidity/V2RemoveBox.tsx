import { useSignals } from '@preact/signals-react/runtime';
import { makeAmount } from '../../core/amount';
import type { V2PoolView } from '../../core/liquidity';
import { liquidityStore, LIQUIDITY_TX_LOADER } from '../../state/liquidity';
import { loadingStatus } from '../../state/ui';
import { AmountShortcuts } from '../swap/AmountShortcuts';
import { TokenField } from '../swap/TokenField';
import { InfoRows } from './InfoRows';
import { formatTokenUnits } from './liquidityFormat';
import './V2DepositBox.css';

/** Remove liquidity by LP amount (SPEC §2): the LP to burn, percent buttons of your LP, and exactly what you receive. */
export function V2RemoveBox({ pool }: { pool: V2PoolView }) {
  useSignals();
  const box = liquidityStore.removeBox;
  const quote = box.quote.value;
  const held = liquidityStore.lpBalance.value;
  const sending = loadingStatus(LIQUIDITY_TX_LOADER).value.loading;
  return (
    <div className="deposit-box">
      <TokenField
        label="Remove"
        tokenLabel="LP token"
        token={pool.lpToken}
        value={box.text.value}
        onChange={box.setText}
        balance={held}
        error={quote.ok ? null : box.text.value === '' ? null : quote.reason}
        testId="remove-lp"
      />
      <AmountShortcuts balance={held} amount={quote.ok ? makeAmount(quote.lp, pool.lpToken.precision) : null} onAmount={box.setAmount} />
      <InfoRows
        label="You receive"
        rows={[
          { label: `You receive ${pool.tokenA.ticker}`, value: quote.ok ? formatTokenUnits(quote.unitsA, pool.tokenA) : '—', testId: 'remove-a' },
          { label: `You receive ${pool.tokenB.ticker}`, value: quote.ok ? formatTokenUnits(quote.unitsB, pool.tokenB) : '—', testId: 'remove-b' },
        ]}
      />
      <button
        type="button"
        className="button button--primary deposit-box__submit"
        disabled={!quote.ok || sending}
        onClick={() => void liquidityStore.removeLiquidity()}
      >
        {sending ? 'Sending…' : !quote.ok && quote.reason !== null ? quote.reason : 'Remove liquidity'}
      </button>
    </div>
  );
}
