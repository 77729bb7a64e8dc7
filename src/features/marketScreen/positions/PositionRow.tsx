import { formatFixed, formatUnits } from '../../../core/format';
import type { VirtualPosition } from '../../../core/positions';
import type { PositionsMarket } from '../../../state/positions';
import type { PositionPnl } from '../../../../workers/market.client';

/** What a row's buttons do. */
export type PositionActions = {
  readonly place: (id: string) => void;
  readonly cancel: (id: string) => void;
  readonly close: (id: string) => void;
  readonly remove: (id: string) => void;
};

type PositionRowProps = {
  position: VirtualPosition;
  market: PositionsMarket;
  pnl: PositionPnl | undefined;
  /** Its order or cancel is on its way. */
  busy: boolean;
  /** Orders need a signed-in account. */
  canTrade: boolean;
  actions: PositionActions;
};

/** "Open", "Open · order 42", "Pending", "Filled · order 42". */
function statusText(position: VirtualPosition): string {
  const order = position.openedOrder ? ` · order ${position.openedOrder.id}` : '';
  if (position.status === 'pending') return 'Pending';
  return `${position.status === 'filled' ? 'Filled' : 'Open'}${order}`;
}

function PnlCell({ pnl, ticker }: { pnl: PositionPnl | undefined; ticker: string }) {
  if (pnl === undefined) return <span className="positions__muted">—</span>;
  const tone = pnl.units > 0n ? 'positions__gain' : pnl.units < 0n ? 'positions__loss' : '';
  const percent = pnl.fraction === null ? '' : ` (${pnl.fraction > 0 ? '+' : ''}${formatFixed(pnl.fraction * 100, 2)}%)`;
  return (
    <span className={tone}>
      {pnl.units > 0n ? '+' : ''}
      {pnl.text} {ticker}
      {percent}
    </span>
  );
}

/** One virtual position (SPEC §2 "virtual positions (side LONG or SHORT, PnL, close)"), with what can be done with it now. */
export function PositionRow({ position, market, pnl, busy, canTrade, actions }: PositionRowProps) {
  const { base, quote } = market;
  const long = position.side === 'LONG';
  const hasOrder = position.openedOrder !== null && position.status === 'open';
  const noOrder = position.status === 'open' && position.openedOrder === null;
  const tradeTitle = canTrade ? undefined : 'Connect a wallet to trade';
  return (
    <tr className="positions__row" data-position={position.id} data-status={position.status}>
      <td data-label="Side" className={long ? 'positions__long' : 'positions__short'}>
        {position.side}
      </td>
      <td data-label="Status">{statusText(position)}</td>
      <td data-label="Amount" className="num">
        {formatUnits(position.amount.units, quote.precision, quote.precision)} {quote.ticker}
      </td>
      <td data-label="Entry" className="num">
        {formatUnits(position.entryPrice, 8, 8)}
      </td>
      <td data-label="Value" className="num">
        {formatUnits(position.value.units, base.precision, base.precision)} {base.ticker}
      </td>
      <td data-label="PnL" className="num">
        <PnlCell pnl={pnl} ticker={base.ticker} />
      </td>
      <td className="positions__actions">
        {noOrder ? (
          <button
            type="button"
            className="button button--primary button--sm"
            disabled={busy || !canTrade}
            title={tradeTitle}
            onClick={() => actions.place(position.id)}
          >
            Place order
          </button>
        ) : null}
        {hasOrder ? (
          <button type="button" className="button button--secondary button--sm" disabled={busy || !canTrade} onClick={() => actions.cancel(position.id)}>
            Cancel order
          </button>
        ) : null}
        {noOrder || position.status === 'filled' ? (
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={busy || !canTrade}
            title={tradeTitle}
            onClick={() => actions.close(position.id)}
          >
            Close
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost button--sm"
          disabled={busy}
          aria-label={`Delete ${position.side} ${formatUnits(position.amount.units, quote.precision, quote.precision)} ${quote.ticker}`}
          onClick={() => actions.remove(position.id)}
        >
          Delete
        </button>
      </td>
    </tr>
  );
}
