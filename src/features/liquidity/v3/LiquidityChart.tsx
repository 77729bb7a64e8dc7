import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { LiquidityRange } from '../../../core/v3';
import { chartWindow, movedRange, tickAtFraction, tickFraction, type ChartWindow } from './chartWindow';

type TickRange = { tickLower: number; tickUpper: number };

type LiquidityChartProps = {
  distribution: readonly LiquidityRange[];
  /** The pool's tick (the price line). */
  tick: number;
  /** The chosen range, shaded. */
  range: TickRange | null;
  /** When given, two handles drag the range's bounds, snapped to usable ticks of this spacing. */
  edit?: { tickSpacing: number; onRange: (tickLower: number, tickUpper: number) => void; label: (tick: number) => string };
};

const WIDTH = 600;
const HEIGHT = 120;

type Handle = 'lower' | 'upper';

/** The pool's liquidity by price range as bars (quotes worker `liquidityDistribution`), the chosen range shaded, its bounds draggable. */
export function LiquidityChart({ distribution, tick, range, edit }: LiquidityChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // While a handle is held the frame stays where it was, so the range under the finger does not rescale.
  const [drag, setDrag] = useState<{ handle: Handle; frame: ChartWindow; range: TickRange } | null>(null);
  const frame = drag?.frame ?? chartWindow(tick, range);
  const shown = drag?.range ?? range;
  const { from, to } = frame;
  const x = (t: number) => tickFraction(frame, t) * WIDTH;
  const finite = distribution.filter((item) => item.tickUpper > from && item.tickLower < to);
  const top = finite.reduce((max, item) => (item.liquidity > max ? item.liquidity : max), 1n);
  // Bar heights are display only: the liquidity's share of the tallest, in thousandths.
  const height = (liquidity: bigint) => (Number((liquidity * 1000n) / top) / 1000) * (HEIGHT - 4);

  const moveTo = (handle: Handle, next: TickRange, held: ChartWindow | null) => {
    if (edit === undefined || shown === null) return;
    if (next.tickLower === shown.tickLower && next.tickUpper === shown.tickUpper) return;
    if (held !== null) setDrag({ handle, frame: held, range: next });
    edit.onRange(next.tickLower, next.tickUpper);
  };
  const pointerTick = (event: PointerEvent, held: ChartWindow) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || edit === undefined) return null;
    return tickAtFraction(held, (event.clientX - rect.left) / rect.width, edit.tickSpacing);
  };
  const onPointerDown = (handle: Handle) => (event: PointerEvent<HTMLDivElement>) => {
    if (shown === null) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ handle, frame, range: shown });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag === null || edit === undefined) return;
    const at = pointerTick(event, drag.frame);
    if (at !== null) moveTo(drag.handle, movedRange(drag.range, drag.handle, at, edit.tickSpacing), drag.frame);
  };
  const endDrag = () => setDrag(null);
  const onKey = (handle: Handle) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (edit === undefined || shown === null) return;
    const step = event.key === 'ArrowRight' || event.key === 'ArrowUp' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const current = handle === 'lower' ? shown.tickLower : shown.tickUpper;
    moveTo(handle, movedRange(shown, handle, current + step * edit.tickSpacing * (event.shiftKey ? 10 : 1), edit.tickSpacing), null);
  };

  const handle = (which: Handle) => {
    if (edit === undefined || shown === null) return null;
    const at = which === 'lower' ? shown.tickLower : shown.tickUpper;
    return (
      <div
        className={drag?.handle === which ? 'v3-chart__handle v3-chart__handle--held' : 'v3-chart__handle'}
        style={{ left: `${tickFraction(frame, at) * 100}%` }}
        role="slider"
        tabIndex={0}
        aria-label={which === 'lower' ? 'Min price handle' : 'Max price handle'}
        aria-valuenow={at}
        aria-valuetext={edit.label(at)}
        aria-valuemin={from}
        aria-valuemax={to}
        data-testid={`v3-handle-${which}`}
        onPointerDown={onPointerDown(which)}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKey(which)}
      >
        <span className="v3-chart__grip" aria-hidden="true" />
      </div>
    );
  };

  return (
    <div ref={box} className={edit ? 'v3-chart-box v3-chart-box--edit' : 'v3-chart-box'}>
      <svg className="v3-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label="Liquidity by price">
        {shown && (
          <rect className="v3-chart__range" x={x(shown.tickLower)} y={0} width={Math.max(x(shown.tickUpper) - x(shown.tickLower), 1)} height={HEIGHT} />
        )}
        {finite.map((item) => (
          <rect
            key={item.tickLower}
            className="v3-chart__bar"
            x={x(item.tickLower)}
            y={HEIGHT - height(item.liquidity)}
            width={Math.max(x(item.tickUpper) - x(item.tickLower), 1)}
            height={height(item.liquidity)}
          />
        ))}
        <line className="v3-chart__price" x1={x(tick)} x2={x(tick)} y1={0} y2={HEIGHT} />
      </svg>
      {finite.length === 0 && <p className="text-muted v3-chart__empty">No liquidity near the price.</p>}
      {handle('lower')}
      {handle('upper')}
    </div>
  );
}
