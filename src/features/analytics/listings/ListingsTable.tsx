import { Link } from 'react-router-dom';
import { formatFee } from '../../../core/format';
import { isWaxToken } from '../../../core/analytics/pairs';
import { listingFeeBps, listingTypeLabel, type ListingEvent } from '../../../core/analytics/listings';
import { EXCHANGE_NAMES, isExchange } from '../../../core/urlParams/exchanges';

/** "2026-11-27 06:41" in UTC; phones drop the year (its own span) to fit the row. */
function When({ ms }: { ms: number }) {
  const text = new Date(ms).toISOString();
  return (
    <time dateTime={text}>
      <span className="listings-table__year">{text.slice(0, 5)}</span>
      {text.slice(5, 16).replace('T', ' ')}
    </time>
  );
}

/** "TOKEN/QUOTE" as the lists name pairs: the other token priced in WAX where there is WAX. */
function pairName(event: ListingEvent): string {
  const waxIsB = isWaxToken({ ticker: event.codeB, contract: event.contractB }) && !isWaxToken({ ticker: event.codeA, contract: event.contractA });
  return waxIsB ? `${event.codeA}/${event.codeB}` : `${event.codeB}/${event.codeA}`;
}

/** The listings held (SPEC §2 Analytics, §3 Listing event): each links to its pair page with its type, fee and time. */
export function ListingsTable({ events }: { events: readonly ListingEvent[] }) {
  return (
    <table className="table listings-table" aria-label="New listings" aria-rowcount={events.length + 1}>
      <thead>
        <tr>
          <th scope="col">Pair</th>
          <th scope="col">Type</th>
          <th scope="col" className="num">
            Fee
          </th>
          <th scope="col" className="num">
            Listed (UTC)
          </th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={`${event.globalSequence}:${event.src}:${event.pairId}`} data-sequence={event.globalSequence}>
            <td>
              <Link to={`/analytics/pair/${event.src}/${event.pairId}`} className="listings-table__pair">
                {pairName(event)}
              </Link>
              <span className="listings-table__exchange">{isExchange(event.src) ? EXCHANGE_NAMES[event.src] : event.src}</span>
            </td>
            <td>{listingTypeLabel(event.listingType)}</td>
            <td className="num">{formatFee(listingFeeBps(event))}</td>
            <td className="num">{event.time === null ? '—' : <When ms={event.time} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
