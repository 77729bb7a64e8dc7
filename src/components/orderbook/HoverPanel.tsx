import { createPortal } from 'react-dom';
import type { HoverSummary, Quantity } from '../../core/orderbook';
import { formatFixed, formatUnits } from '../../core/format';

/** Where the panel sits, in viewport pixels: left of the book (room on the page) or over its rows. */
export type HoverPlacement = { readonly top: number; readonly left: number; readonly mode: 'beside' | 'over' };

/** Props of the hover panel. */
export type HoverPanelProps = {
  summary: HoverSummary;
  placement: HoverPlacement;
  pricePrecision: number;
  baseTicker: string;
  quoteTicker: string;
};

/** SPEC §2 "Other visual facts": the order-book hover panel is 250 × 180 px. */
export const HOVER_PANEL_WIDTH = 250;
export const HOVER_PANEL_HEIGHT = 180;
/** Accounts listed before "and N more" (what fits under the totals). */
const ACCOUNTS_SHOWN = 3;

const exact = (quantity: Quantity) => formatUnits(quantity.units, quantity.precision, quantity.precision);

/**
 * What filling the book down to the hovered level means (SPEC §2: "Hovering shows average and
 * per-account orders"): the average price, the base and quote totals, and the level's orders by
 * account, largest first.
 */
export function HoverPanel({ summary, placement, pricePrecision, baseTicker, quoteTicker }: HoverPanelProps) {
  const accounts = summary.ordersByAccount;
  // An account's quote amount: what a bid asks for, what an ask gives.
  const quoteOf = (index: number) => {
    const orders = accounts[index];
    if (!orders) return '';
    return exact(summary.side === 'bids' ? orders.ask : orders.bid);
  };
  const more = accounts.length - ACCOUNTS_SHOWN;

  // Portalled to the body: a panel's scroll box or containment would clip a fixed box inside it.
  return createPortal(
    <div className={`book-hover book-hover--${placement.mode}`} style={{ top: placement.top, left: placement.left }} role="tooltip">
      <dl className="book-hover__totals">
        <dt>Average price</dt>
        <dd>{formatFixed(summary.averagePrice, pricePrecision)}</dd>
        <dt>{quoteTicker ? `Total ${quoteTicker}` : 'Total amount'}</dt>
        <dd>{exact(summary.totalQuote)}</dd>
        <dt>{baseTicker ? `Total ${baseTicker}` : 'Total value'}</dt>
        <dd>{exact(summary.totalBase)}</dd>
      </dl>
      <div className="book-hover__orders">
        <span className="book-hover__heading">Orders at this price</span>
        <ul>
          {accounts.slice(0, ACCOUNTS_SHOWN).map((orders, index) => (
            <li key={orders.account}>
              <span className="book-hover__account">{orders.account}</span>
              <span className="book-hover__quantity">{quoteOf(index)}</span>
            </li>
          ))}
        </ul>
        {more > 0 ? (
          <span className="book-hover__more">
            and {more} more {more === 1 ? 'account' : 'accounts'}
          </span>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
