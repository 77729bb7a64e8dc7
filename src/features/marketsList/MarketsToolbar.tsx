import type { ListSort } from '../../core/lists';
import type { SourceType } from '../../core/urlParams/exchanges';
import { SORT_CHOICES } from './marketsColumns';

/** The exchange-type filter's choices (SPEC §2: markets versus pools; pools split by kind). */
export type TypeChoice = 'all' | SourceType;
const TYPE_CHOICES: readonly { readonly id: TypeChoice; readonly label: string }[] = [
  { id: 'all', label: 'All types' },
  { id: 'markets', label: 'Order books' },
  { id: 'pools', label: 'Pools (v2)' },
  { id: 'poolsv3', label: 'Pools (v3)' },
];

type MarketsToolbarProps = {
  search: string;
  onSearch: (text: string) => void;
  type: TypeChoice;
  onType: (type: TypeChoice) => void;
  sort: ListSort;
  onSort: (key: string) => void;
};

/** Search, the exchange-type filter and — on small screens only (SPEC §2) — the sort-by control. */
export function MarketsToolbar({ search, onSearch, type, onType, sort, onSort }: MarketsToolbarProps) {
  const sortable = SORT_CHOICES.some((choice) => choice.key === sort.key);
  return (
    <div className="markets-toolbar">
      <input
        id="markets-search"
        className="input markets-toolbar__search"
        type="search"
        placeholder="Search ticker or contract"
        aria-label="Search markets by ticker or contract"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <select className="select markets-toolbar__type" aria-label="Exchange type" value={type} onChange={(event) => onType(event.target.value as TypeChoice)}>
        {TYPE_CHOICES.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
      <div className="markets-toolbar__sort">
        <select className="select" aria-label="Sort by" value={sortable ? sort.key : ''} onChange={(event) => onSort(event.target.value)}>
          {sortable ? null : <option value="">Sort by…</option>}
          {SORT_CHOICES.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-label={sort.dir === 'desc' ? 'Descending: switch to ascending' : 'Ascending: switch to descending'}
          onClick={() => onSort(sort.key)}
        >
          {sort.dir === 'desc' ? '▼' : '▲'}
        </button>
      </div>
    </div>
  );
}
