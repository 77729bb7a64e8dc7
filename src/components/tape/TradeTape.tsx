import { useLayoutEffect, useRef, useState } from 'react';
import type { TapeView } from '../../core/live';
import type { RowPaintTarget } from '../../core/rowpaint/view';
import { addRowCanvas } from '../canvasRows';
import type { Subscribable } from '../VirtualListPool';
import { TapePainter } from './tapePainter';
import './TradeTape.css';

export type { TapeRow, TapeView } from '../../core/live';

/** Props of the trade tape. */
export type TradeTapeProps = {
  /** The trades, newest first, with their text formatted; followed outside React (no render per trade). */
  trades: Subscribable<TapeView>;
  baseTicker?: string;
  quoteTicker?: string;
  /** Where the rows are drawn off the page (the market worker); drawn here without one. */
  paintTarget?: RowPaintTarget | null;
};

/**
 * The trade tape (SPEC §2 Market screen): price coloured by the taker's side, amount, time; newest
 * on top. React draws the header and the scroll box; `TapePainter` draws the rows on a canvas from
 * the source, and keeps transparent list items over it for screen readers and tests.
 */
export function TradeTape({ trades, baseTicker, quoteTicker, paintTarget = null }: TradeTapeProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [empty, setEmpty] = useState(() => trades.peek().total === 0);

  useLayoutEffect(() => {
    // A canvas per mount: one handed to the worker cannot be handed over again (StrictMode mounts twice).
    const list = listRef.current!;
    const canvas = addRowCanvas(list.parentElement!);
    const painter = new TapePainter(list, canvas, { target: paintTarget });
    const stop = trades.subscribe((tape) => {
      painter.draw(tape);
      setEmpty(tape.total === 0);
    });
    return () => {
      stop();
      painter.destroy();
      canvas.remove();
    };
  }, [trades, paintTarget]);

  return (
    <div className="tape">
      <div className="tape__head">
        <span>Price{baseTicker ? ` (${baseTicker})` : ''}</span>
        <span>Amount{quoteTicker ? ` (${quoteTicker})` : ''}</span>
        <span>Time</span>
      </div>
      <div className="tape__body">
        <div ref={listRef} className="tape__list" role="list" aria-label="Recent trades" hidden={empty} />
        {empty ? <p className="tape__empty">No trades yet</p> : null}
      </div>
    </div>
  );
}
