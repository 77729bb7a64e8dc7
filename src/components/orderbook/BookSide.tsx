import type { BookKind, SideFrame } from '../../core/orderbook';
import { Spinner } from '../Spinner';
import { VirtualList } from '../VirtualList';
import { BookRow } from './BookRow';
import { depthRatio } from './depth';

/** Height of a level row in px (fixed, for the virtual list; the screen may size depth from it). */
export const BOOK_ROW_HEIGHT = 20;

/** Props of one side of the book. */
export type BookSideProps = {
  side: BookKind;
  frame: SideFrame | null;
  /** Levels of the frame to draw. */
  levels: number;
  /** The full-width depth-bar cumulative. */
  scale: number;
  pricePrecision: number;
  amountPrecision: number;
  totalPrecision: number;
};

const EMPTY_TEXT: Record<BookKind, string> = { asks: 'No asks', bids: 'No bids' };

/**
 * One side as a virtual list. Asks run worst to best downwards so the best ask sits on the centre
 * bar, and the list follows its end; bids run best to worst from the centre bar. Rows are keyed by
 * unit price, so a level keeps its element (and its flash) when better levels push it along.
 */
export function BookSide({ side, frame, levels, scale, pricePrecision, amountPrecision, totalPrecision }: BookSideProps) {
  if (frame === null) {
    return (
      <div className="orderbook__state">
        <Spinner size={20} label={`Loading ${side}`} />
      </div>
    );
  }
  if (levels === 0) return <p className="orderbook__state">{EMPTY_TEXT[side]}</p>;

  const levelAt = (row: number) => (side === 'asks' ? levels - 1 - row : row);
  return (
    <VirtualList
      className="orderbook__list"
      aria-label={side === 'asks' ? 'Asks' : 'Bids'}
      count={levels}
      rowHeight={BOOK_ROW_HEIGHT}
      stickToEnd={side === 'asks'}
      rowKey={(row) => frame.unitPrices[levelAt(row)] ?? row}
      renderRow={(row) => {
        const level = levelAt(row);
        return (
          <BookRow
            side={side}
            levelIndex={level}
            unitPrice={frame.unitPrices[level] ?? ''}
            price={frame.price[level] ?? 0}
            amount={frame.quoteTotal[level] ?? 0}
            total={frame.baseTotal[level] ?? 0}
            depthRatio={depthRatio(frame.baseCumul[level] ?? 0, scale)}
            mine={frame.currentUser[level] === 1}
            pricePrecision={pricePrecision}
            amountPrecision={amountPrecision}
            totalPrecision={totalPrecision}
          />
        );
      }}
    />
  );
}
