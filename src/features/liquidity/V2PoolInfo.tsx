import { useSignals } from '@preact/signals-react/runtime';
import type { V2PoolView } from '../../core/liquidity';
import { formatFee } from '../../core/format';
import { EXCHANGE_NAMES } from '../../core/urlParams';
import { poolShare } from '../../core/liquidity';
import { balanceOf } from '../../state/balances';
import { user } from '../../state/app';
import { InfoRows, type InfoRow } from './InfoRows';
import { formatPoolPrice, formatShare, formatTokenUnits } from './liquidityFormat';

/** Pool info (SPEC §2, §3 Liquidity pool): reserves, the price both ways, the fee, the LP supply and your share. */
export function V2PoolInfo({ pool }: { pool: V2PoolView }) {
  useSignals();
  const held = user.value === null ? null : balanceOf(pool.lpToken);
  const rows: InfoRow[] = [
    { label: 'Exchange', value: `${EXCHANGE_NAMES[pool.exchange]} · #${pool.pairId}` },
    { label: `${pool.tokenA.ticker} reserve`, value: formatTokenUnits(pool.reserveA, pool.tokenA), testId: 'pool-reserve-a' },
    { label: `${pool.tokenB.ticker} reserve`, value: formatTokenUnits(pool.reserveB, pool.tokenB), testId: 'pool-reserve-b' },
    { label: 'Price', value: formatPoolPrice(pool.tokenA, pool.reserveA, pool.tokenB, pool.reserveB) },
    { label: 'Inverse price', value: formatPoolPrice(pool.tokenB, pool.reserveB, pool.tokenA, pool.reserveA) },
    { label: 'Fee', value: formatFee(pool.feeBps) },
    { label: 'LP supply', value: formatTokenUnits(pool.lpSupply, pool.lpToken), testId: 'pool-lp-supply' },
  ];
  if (held !== null) {
    rows.push({ label: 'Your LP', value: formatTokenUnits(held.units, pool.lpToken), testId: 'pool-your-lp' });
    rows.push({ label: 'Your share', value: formatShare(poolShare(held.units, pool.lpSupply)) });
  }
  return <InfoRows rows={rows} label="Pool details" />;
}
