import { pageCount } from '../../core/lists';

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the rows are, for the buttons' names ("holders"). */
  label: string;
};

const count = (value: number) => value.toLocaleString('en-US');

/** Previous / next page and where the page sits in the list (SPEC §9: 10 a page). */
export function Pager({ page, pageSize, total, onPage, label }: PagerProps) {
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="data-table__pager" aria-label={`${label} pages`}>
      <span className="data-table__range" aria-live="polite">
        {count(first)}–{count(last)} of {count(total)}
      </span>
      <button type="button" className="button button--ghost button--sm" onClick={() => onPage(1)} disabled={page <= 1} aria-label="First page">
        «
      </button>
      <button type="button" className="button button--ghost button--sm" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
        ‹
      </button>
      <span className="data-table__page">
        Page {count(Math.min(page, pages))} of {count(pages)}
      </span>
      <button type="button" className="button button--ghost button--sm" onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label="Next page">
        ›
      </button>
      <button type="button" className="button button--ghost button--sm" onClick={() => onPage(pages)} disabled={page >= pages} aria-label="Last page">
        »
      </button>
    </nav>
  );
}
