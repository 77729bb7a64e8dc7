import { useSignals } from '@preact/signals-react/runtime';
import { poolShare, withdrawalUnits, type V2PoolView } from '../../core/liquidity';
import { rates } from '../../state/app';
import { liquidityStore } from '../../state/liquidity';
import { InfoRows } from './InfoRows';
import { formatShare, formatTokenUnits, formatWaxAndUsd, waxWorth } from './liquidityFormat';

/** Your position in a v2 pool (SPEC §3 Pool position): the LP held and what it withdraws now (rounded down, as paid), in WAX and USD. */
export function V2PositionInfo({ pool }: { pool: V2PoolView }) {
  useSignals();
  const held = liquidityStore.lpBalance.value;
  if (held === null) return <p className="text-muted">Reading your LP balance…</p>;
  const lp = held.units > pool.lpSupply ? pool.lpSupply : held.units;
  const { unitsA, unitsB } = withdrawalUnits(pool, lp);
  const waxA = waxWorth(unitsA, pool.tokenA, pool.tokenAWaxPrice);
  const waxB = waxWorth(unitsB, pool.tokenB, pool.tokenBWaxPrice);
  const current = rates.value;
  return (
    <InfoRows
      label="Position details"
      rows={[
        { label: 'Your LP', value: formatTokenUnits(held.units, pool.lpToken), testId: 'position-lp' },
        { label: 'Share of pool', value: formatShare(poolShare(lp, pool.lpSupply)) },
        { label: pool.tokenA.ticker, value: formatTokenUnits(unitsA, pool.tokenA), testId: 'position-a' },
        { label: `${pool.tokenA.ticker} value`, value: formatWaxAndUsd(waxA, current) },
        { label: pool.tokenB.ticker, value: formatTokenUnits(unitsB, pool.tokenB), testId: 'position-b' },
        { label: `${pool.tokenB.ticker} value`, value: formatWaxAndUsd(waxB, current) },
        { label: 'Total value', value: formatWaxAndUsd(waxA + waxB, current), testId: 'position-value' },
      ]}
    />
  );
}
