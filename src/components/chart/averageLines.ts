/**
 * The moving-average lines drawn by one primitive on the candle series, instead of one
 * lightweight-charts LineSeries per average. Each series costs every redraw its own last-value,
 * axis-label, price-line and autoscale passes even with its labels hidden, so three line series
 * were about a quarter of a live redraw; this draws the three polylines in one pass and gives the
 * candles' price scale their range over the visible candles, as the line series did.
 */
import type { AutoscaleInfo, Logical } from 'lightweight-charts';
import { PanePrimitive, type PaneTarget } from './panePrimitive';

/** One average's line: its colour and its value at each candle index (NaN where its window is not full). */
export type AverageLine = { readonly color: string; readonly values: number[] };

/** What drawing needs from the chart: where a candle index and a price are on the pane (CSS pixels), or null. */
export type AverageProjection = {
  readonly indexToX: (index: number) => number | null;
  readonly priceToY: (price: number) => number | null;
};

/** The part of a canvas context the lines are drawn with. */
export type LineContext = Pick<CanvasRenderingContext2D, 'beginPath' | 'moveTo' | 'lineTo' | 'stroke'> & {
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  strokeStyle: string | CanvasGradient | CanvasPattern;
};

/** A bitmap-space drawing scope, as lightweight-charts' canvas target hands it out. */
export type LineScope = { readonly context: LineContext; readonly horizontalPixelRatio: number; readonly verticalPixelRatio: number };

/**
 * Strokes each line over candle indices `[from, to]` (one more on each side, so a line runs on to
 * the pane's edge as a LineSeries does): 1 px wide, butt caps, round joins, as LineSeries draws.
 * x and y are linear in the index and the price on a normal price scale, so each is projected
 * twice and interpolated, not asked of the chart once per point.
 */
export function strokeAverages(scope: LineScope, lines: readonly AverageLine[], from: number, to: number, project: AverageProjection): void {
  const x0 = project.indexToX(0);
  const x1 = project.indexToX(1);
  const y0 = project.priceToY(0);
  const y1 = project.priceToY(1);
  if (x0 === null || x1 === null || y0 === null || y1 === null) return;
  const { context, horizontalPixelRatio: hpr, verticalPixelRatio: vpr } = scope;
  context.lineWidth = vpr;
  context.lineCap = 'butt';
  context.lineJoin = 'round';
  for (const line of lines) {
    const last = Math.min(line.values.length - 1, to + 1);
    let started = false;
    for (let index = Math.max(0, from - 1); index <= last; index++) {
      const value = line.values[index] as number;
      if (Number.isNaN(value)) continue;
      const x = (x0 + index * (x1 - x0)) * hpr;
      const y = (y0 + value * (y1 - y0)) * vpr;
      if (started) context.lineTo(x, y);
      else {
        context.beginPath();
        context.moveTo(x, y);
        started = true;
      }
    }
    if (!started) continue;
    context.strokeStyle = line.color;
    context.stroke();
  }
}

/** The lowest and highest value of any line over candle indices `[from, to]`, or null when none has one there. */
export function averagesRange(lines: readonly AverageLine[], from: number, to: number): { minValue: number; maxValue: number } | null {
  let minValue = Infinity;
  let maxValue = -Infinity;
  for (const line of lines) {
    const last = Math.min(line.values.length - 1, to);
    for (let index = Math.max(0, from); index <= last; index++) {
      const value = line.values[index] as number;
      if (value < minValue) minValue = value;
      if (value > maxValue) maxValue = value;
    }
  }
  return minValue <= maxValue ? { minValue, maxValue } : null;
}

/** The averages as a series primitive: set the lines, change the newest points, and the chart redraws them. */
// Attached after the volume bars: over them and the candles, as the line series added after them were.
export class AverageLines extends PanePrimitive {
  private lines: AverageLine[] = [];

  protected draw(target: PaneTarget): void {
    const attached = this.attachedTo;
    const range = attached?.chart.timeScale().getVisibleLogicalRange();
    if (!attached || !range || this.lines.length === 0) return;
    const timeScale = attached.chart.timeScale();
    const project: AverageProjection = {
      indexToX: (index) => timeScale.logicalToCoordinate(index as Logical),
      priceToY: (price) => attached.series.priceToCoordinate(price),
    };
    target.useBitmapCoordinateSpace((scope) => strokeAverages(scope, this.lines, Math.floor(range.from), Math.ceil(range.to), project));
  }

  /** The lines now drawn (for tests and the widget's bookkeeping). */
  get current(): readonly AverageLine[] {
    return this.lines;
  }

  /** Replaces every line. */
  setLines(lines: AverageLine[]): void {
    this.lines = lines;
    this.requestRedraw();
  }

  /** Sets line `line`'s value at candle `index` (the newest, or one past it); NaN for none. */
  setValue(line: number, index: number, value: number): void {
    const values = this.lines[line]?.values;
    if (!values || index > values.length) return;
    values[index] = value;
  }

  /** Asks the chart to redraw once the changed points are set. */
  redraw(): void {
    this.requestRedraw();
  }

  autoscaleInfo(startTimePoint: Logical, endTimePoint: Logical): AutoscaleInfo | null {
    const priceRange = averagesRange(this.lines, Math.floor(startTimePoint), Math.ceil(endTimePoint));
    return priceRange ? { priceRange } : null;
  }
}
