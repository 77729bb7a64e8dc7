import { formatWaxAmount } from '../../../core/format';
import type { ExchangeVolume } from '../../../core/analytics/overview';
import { EXCHANGE_NAMES, isExchange } from '../../../core/urlParams/exchanges';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Each counted exchange's volumes, liquidity and share of the 7 d volume, largest first (the pie's
 * figures as a table). A phone keeps the 7 d volume and its share.
 */
export function ExchangesTable({ exchanges }: { exchanges: readonly ExchangeVolume[] }) {
  const total = exchanges.reduce((sum, exchange) => sum + exchange.volume7d, 0);
  return (
    <table className="table exchanges-table" aria-label="Exchanges">
      <thead>
        <tr>
          <th scope="col">Exchange</th>
          <th scope="col" className="num exchanges-table__wide">
            Volume 24h
          </th>
          <th scope="col" className="num">
            Volume 7d
          </th>
          <th scope="col" className="num">
            Share 7d
          </th>
          <th scope="col" className="num exchanges-table__wide">
            TVL
          </th>
        </tr>
      </thead>
      <tbody>
        {exchanges.map((exchange) => (
          <tr key={exchange.src} data-exchange={exchange.src}>
            <td>{isExchange(exchange.src) ? EXCHANGE_NAMES[exchange.src] : exchange.src}</td>
            <td className="num exchanges-table__wide">{formatWaxAmount(exchange.volume24h)}</td>
            <td className="num">{formatWaxAmount(exchange.volume7d)}</td>
            <td className="num">{total > 0 ? percent.format(exchange.volume7d / total) : '—'}</td>
            <td className="num exchanges-table__wide">{formatWaxAmount(exchange.tvl)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
