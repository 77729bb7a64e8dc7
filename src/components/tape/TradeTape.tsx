import { memo } from 'react';
import { formatFixed, formatUnits } from '../../core/format';
import type { TradeSide } from '../../core/tape';
import { VirtualList } from '../VirtualList';
import { clockTime, decimalUnits } from './tapeFormat';
import './TradeTape.css';

/** A trade as the tape draws it (the market worker's `TapeRow` has this shape). */
export type TapeRow = {
  /** Stable per trade (a React key). */
  readonly key: number;
  readonly side: TradeSide;
  /** Base per 1 quote, for display. */
  readonly price: number;
  /** Quote amount as exact decimal text ("2400.0000"). */
  readonly amount: string;
  /** Unix ms. */
  readonly timestamp: number;
};

/** Props of the trade tape. */
export type TradeTapeProps = {
  /** Newest first. */
  trades: readonly TapeRow[];
  pricePrecision: number;
  /** Decimals the amount is shown with (the quote token's precision). */
  amountPrecision: number;
  baseTicker?: string;
  quoteTicker?: string;
};

/** Row height in px (fixed, for the virtual list). */
export const TAPE_ROW_HEIGHT = 20;

type TapeLineProps = { row: TapeRow; pricePrecision: number; amountPrecision: number };

const TapeLine = memo(function TapeLine({ row, pricePrecision, amountPrecision }: TapeLineProps) {
  const amount = decimalUnits(row.amount);
  return (
    <div className={`tape-row tape-row--${row.side}`}>
      <span className="tape-row__price">
        <span className="visually-hidden">{row.side === 'buy' ? 'Buy at ' : 'Sell at '}</span>
        {formatFixed(row.price, pricePrecision)}
      </span>
      <span className="tape-row__amount">{amount ? formatUnits(amount.units, amount.precision, amountPrecision) : row.amount}</span>
      <time className="tape-row__time" dateTime={new Date(row.timestamp).toISOString()}>
        {clockTime(row.timestamp)}
      </time>
    </div>
  );
});

/** The trade tape (SPEC §2 Market screen): price coloured by the taker's side, amount, time; newest on top. */
export function TradeTape({ trades, pricePrecision, amountPrecision, baseTicker, quoteTicker }: TradeTapeProps) {
  return (
    <div className="tape">
      <div className="tape__head">
        <span>Price{baseTicker ? ` (${baseTicker})` : ''}</span>
        <span>Amount{quoteTicker ? ` (${quoteTicker})` : ''}</span>
        <span>Time</span>
      </div>
      {trades.length === 0 ? (
        <p className="tape__empty">No trades yet</p>
      ) : (
        <VirtualList
          className="tape__list"
          role="list"
          aria-label="Recent trades"
          count={trades.length}
          rowHeight={TAPE_ROW_HEIGHT}
          rowKey={(index) => trades[index]?.key ?? index}
          renderRow={(index) => {
            const row = trades[index];
            return row ? <TapeLine row={row} pricePrecision={pricePrecision} amountPrecision={amountPrecision} /> : null;
          }}
        />
      )}
    </div>
  );
}
