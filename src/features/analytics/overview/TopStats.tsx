import { PriceChange } from '../../../components/PriceChange';
import { formatUsd, formatWaxAmount } from '../../../core/format';
import type { StatChange, TopStat } from '../../../core/analytics/overview';

const count = (value: number) => Math.round(value).toLocaleString('en-US');

function Change({ change, comparedWith }: { change: StatChange; comparedWith: string }) {
  if (change.kind === 'percent')
    return (
      <span className="top-stat__change" title={`Compared with ${comparedWith}`}>
        <PriceChange change={change.value} />
      </span>
    );
  const direction = change.value > 0 ? 'up' : change.value < 0 ? 'down' : 'flat';
  return (
    <span className="top-stat__change" title={`Compared with ${comparedWith}`}>
      <span className={`price-change price-change--${direction}`}>
        {change.value > 0 ? '+' : ''}
        {count(change.value)} in 24h
      </span>
    </span>
  );
}

/** The overview's top stats (SPEC §2 Analytics): each figure, in WAX or a count, and its change. */
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
          <dd className="top-stat__meta">
            <Change change={stat.change} comparedWith={stat.comparedWith} />
            {stat.usd !== null ? <span className="top-stat__usd">{formatUsd(stat.usd, 0)}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
