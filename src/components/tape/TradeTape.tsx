import { useLayoutEffect, useRef, useState } from 'react';
import type { TapeRow } from '../../core/live';
import type { Subscribable } from '../VirtualListPool';
import { TapePainter } from './tapePainter';
import './TradeTape.css';

export type { TapeRow } from '../../core/live';

/** Props of the trade tape. */
export type TradeTapeProps = {
  /** The trades, newest first, with their text formatted; followed outside React (no render per trade). */
  trades: Subscribable<readonly TapeRow[]>;
  baseTicker?: string;
  quoteTicker?: string;
};

/**
 * The trade tape (SPEC §2 Market screen): price coloured by the taker's side, amount, time; newest
 * on top. React draws the header and the scroll box; `TapePainter` draws the rows on a canvas from
 * the source, and keeps transparent list items over it for screen readers and tests.
 */
export function TradeTape({ trades, baseTicker, quoteTicker }: TradeTapeProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [empty, setEmpty] = useState(() => trades.peek().length === 0);

  useLayoutEffect(() => {
    const painter = new TapePainter(listRef.current!, canvasRef.current!);
    const stop = trades.subscribe((rows) => {
      painter.draw(rows);
      setEmpty(rows.length === 0);
    });
    return () => {
      stop();
      painter.destroy();
    };
  }, [trades]);

  return (
    <div className="tape">
      <div className="tape__head">
        <span>Price{baseTicker ? ` (${baseTicker})` : ''}</span>
        <span>Amount{quoteTicker ? ` (${quoteTicker})` : ''}</span>
        <span>Time</span>
      </div>
      <div className="tape__body">
        <canvas ref={canvasRef} className="row-canvas" aria-hidden="true" />
        <div ref={listRef} className="tape__list" role="list" aria-label="Recent trades" hidden={empty} />
        {empty ? <p className="tape__empty">No trades yet</p> : null}
      </div>
    </div>
  );
}
