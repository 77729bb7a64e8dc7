import { EXCHANGE_NAMES, EXCHANGES, type Exchange } from '../../core/urlParams/exchanges';
import type { RouteFilter } from '../../state/swap';

type RouteFiltersProps = { filter: RouteFilter; onChange: (filter: RouteFilter) => void };

/** Whether routes may use an exchange: an empty allow list allows every exchange. */
export function exchangeAllowed(filter: RouteFilter, exchange: Exchange): boolean {
  return filter.exchanges.length === 0 || filter.exchanges.includes(exchange);
}

/** The allow list after toggling one exchange; allowing every exchange again empties it, and the last one cannot be removed. */
export function toggleExchange(filter: RouteFilter, exchange: Exchange): RouteFilter {
  const allowed = EXCHANGES.filter((item) => exchangeAllowed(filter, item));
  const next = allowed.includes(exchange) ? allowed.filter((item) => item !== exchange) : [...allowed, exchange];
  if (next.length === 0) return filter;
  return { ...filter, exchanges: next.length === EXCHANGES.length ? [] : EXCHANGES.filter((item) => next.includes(item)) };
}

/** The route filters (SPEC §4 Swap flow: reset when the tokens change): one toggle per exchange. */
export function RouteFilters({ filter, onChange }: RouteFiltersProps) {
  return (
    <div className="route-filters" role="group" aria-label="Exchanges routes may use">
      {EXCHANGES.map((exchange) => {
        const on = exchangeAllowed(filter, exchange);
        return (
          <button
            key={exchange}
            type="button"
            className={on ? 'route-filters__chip is-on' : 'route-filters__chip'}
            aria-pressed={on}
            onClick={() => onChange(toggleExchange(filter, exchange))}
          >
            <img src={`/logos/${exchange}.svg`} alt="" width={12} height={12} />
            {EXCHANGE_NAMES[exchange]}
          </button>
        );
      })}
    </div>
  );
}
