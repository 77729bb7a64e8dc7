import { useSignals } from '@preact/signals-react/runtime';
import { formatFixed } from '../../core/format';
import type { OrderLeg } from '../../core/walletOrders';
import { limitStore } from '../../state/limit';

/**
 * What the account holds inside the limit contract (its `balances` row: fill proceeds and deposits),
 * each token exact at its precision, with Withdraw (docs/decisions/0035).
 */
export function LimitBalancesTable({ held }: { held: readonly OrderLeg[] }) {
  useSignals();
  if (held.length === 0) return <p className="limit-orders__empty">Nothing held in the limit contract: fills of your orders are credited here.</p>;
  const withdrawing = limitStore.busy.value === 'withdrawing';
  return (
    <table className="limit-table" aria-label="Balances in the limit contract">
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Contract</th>
          <th scope="col" className="num">
            Amount
          </th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {held.map((leg) => (
          <tr key={`${leg.ticker}@${leg.contract}`} data-token={`${leg.ticker}@${leg.contract}`}>
            <td>{leg.ticker}</td>
            <td className="limit-table__time">{leg.contract}</td>
            <td className="num" data-testid="limit-balance">{`${formatFixed(leg.amount, leg.precision)} ${leg.ticker}`}</td>
            <td className="limit-table__actions">
              <button
                type="button"
                className="button button--ghost button--sm"
                disabled={withdrawing}
                aria-label={`Withdraw ${leg.ticker}`}
                onClick={() => void limitStore.withdraw([leg])}
              >
                Withdraw
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
