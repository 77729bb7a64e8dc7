import { formatUsd, formatWaxAmount } from '../../../core/format';
import type { TopStat } from '../../../core/analytics/overview';

const count = (value: number) => Math.round(value).toLocaleString('en-US');

/** The overview's top stats: each figure in WAX (with USD once the oracle's price is in) or a count. */
export function TopStats({ stats }: { stats: readonly TopStat[] }) {
  return (
    <dl className="top-stats">
      {stats.map((stat) => (
        <div key={stat.id} className="top-stat" data-stat={stat.id}>
          <dt className="top-stat__label">{stat.label}</dt>
          <dd className="top-stat__value">
            {stat.unit === 'wax' ? (
              <>
                <span data-value={stat.value}>{formatWaxAmount(stat.value)}</span> <span className="top-stat__unit">WAX</span>
              </>
            ) : (
              <span data-value={stat.value}>{count(stat.value)}</span>
            )}
          </dd>
          {stat.usd !== null ? <dd className="top-stat__usd">{formatUsd(stat.usd, 0)}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
