import { formatUsd, formatWaxAmount } from '../../../core/format';
import type { TopStat } from '../../../core/analytics/overview';

const count = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * The overview's top stats: each figure in WAX (with USD once the oracle's price is in) or a count.
 * Every stat keeps a line for the USD value, empty until the price is in and for counts, so the
 * figures are as tall before the price as after it and nothing below them moves.
 */
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
          <dd className="top-stat__usd" aria-hidden={stat.usd === null ? true : undefined}>
            {stat.usd !== null ? formatUsd(stat.usd, 0) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
