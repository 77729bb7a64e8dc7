import { useSignals } from '@preact/signals-react/runtime';
import type { Market } from '../../core/domain';
import { accountHistory, loadMoreHistory } from '../../state/market';
import { formatExact, formatUnitPrice } from './tradeFormat';
import './OpenOrdersList.css';
import { BookColumnHeads } from './BookColumnHeads';

const two = (value: number) => String(value).padStart(2, '0');

/** "2026-01-31 14:05:09" in the viewer's time zone, from unix milliseconds. */
export function tradeTime(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/**
 * The account's trades on this market, newest first, 20 a page with "Load more" (SPEC §9): the
 * account's side, whether it took or made, price, amount, total and time.
 */
export function TradeHistoryList({ market }: { market: Market }) {
  useSignals();
  const history = accountHistory.value;
  if (history.trades.length === 0) return <p className="table-empty">You have no trades in this market yet.</p>;
  return (
    <div className="open-orders">
      <div className="open-orders__scroll">
        <table className="table" aria-label="Your trades">
          <thead>
            <tr>
              <th scope="col">Side</th>
              <th scope="col">Role</th>
              <BookColumnHeads market={market} />
              <th scope="col" className="num open-orders__time">
                Time
              </th>
            </tr>
          </thead>
          <tbody>
            {history.trades.map((trade) => (
              <tr key={trade.key} data-trx={trade.trxId}>
                <td className={trade.accountSide === 'buy' ? 'open-orders__buy' : 'open-orders__sell'}>{trade.accountSide === 'buy' ? 'Buy' : 'Sell'}</td>
                <td>{trade.role === 'taker' ? 'Taker' : 'Maker'}</td>
                <td className="num">{formatUnitPrice(trade.unitPrice)}</td>
                <td className="num">{formatExact(trade.amount)}</td>
                <td className="num open-orders__total">{formatExact(trade.total)}</td>
                <td className="num open-orders__time">{tradeTime(trade.timestamp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(history.more || history.moreError) && (
        <div className="open-orders__bar">
          {history.moreError && <span className="open-orders__count">Could not load more: {history.moreError}</span>}
          <button type="button" className="button button--ghost button--sm" disabled={history.loadingMore} onClick={loadMoreHistory}>
            {history.loadingMore ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </div>
  );
}
