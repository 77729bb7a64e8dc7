import { memo, useState } from 'react';
import type { BookKind } from '../../core/orderbook';
import { formatFixed } from '../../core/format';

/** What one drawn level needs: primitives only, so an unchanged level skips its render. */
export type BookRowProps = {
  side: BookKind;
  /** Index of the level from the best (0). */
  levelIndex: number;
  /** The exact unit_price text, handed back on a click. */
  unitPrice: string;
  price: number;
  /** The level's quote amount and base total. */
  amount: number;
  total: number;
  /** Depth-bar width, 0–1 of the book's deepest cumulative. */
  depthRatio: number;
  /** One of the level's orders is the user's. */
  mine: boolean;
  pricePrecision: number;
  amountPrecision: number;
  totalPrecision: number;
};

/**
 * One price level as a button (a click or Enter fills the price; the book delegates both). When
 * the amount changes the row gets the other of two flash classes, which restarts a CSS animation
 * of ≤ 300 ms: the browser runs it, no script runs per frame (DESIGN §7).
 */
export const BookRow = memo(function BookRow(props: BookRowProps) {
  const { side, levelIndex, unitPrice, price, amount, total, depthRatio, mine, pricePrecision, amountPrecision, totalPrecision } = props;
  // "Adjusting state when a prop changes": React re-renders this row at once with the new flash.
  const [shown, setShown] = useState({ amount, flashes: 0 });
  if (shown.amount !== amount) setShown({ amount, flashes: shown.flashes + 1 });
  const flash = shown.flashes === 0 ? '' : ` book-row--flash-${shown.flashes % 2}`;

  return (
    <button type="button" className={`book-row book-row--${side}${flash}`} data-level={levelIndex} data-unit-price={unitPrice}>
      <span className="book-row__depth" style={{ transform: `scaleX(${depthRatio})` }} aria-hidden="true" />
      {mine ? <span className="book-row__mine" role="img" aria-label="Your order" title="Your order" /> : null}
      <span className="book-row__price">{formatFixed(price, pricePrecision)}</span>
      <span className="book-row__amount">{formatFixed(amount, amountPrecision)}</span>
      <span className="book-row__total">{formatFixed(total, totalPrecision)}</span>
    </button>
  );
});
