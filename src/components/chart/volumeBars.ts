/**
 * The volume histogram drawn by a primitive on the candle series, in the pane's bottom fifth,
 * instead of a lightweight-charts HistogramSeries on an overlay scale. A series re-reads its whole
 * history into new objects on every live update and runs its own last-value and autoscale passes;
 * this draws only the visible bars. The geometry is the HistogramSeries' own (its overlay scale
 * with margins top 0.8 / bottom 0, autoscaled from 0 to the highest visible volume, and its
 * pixel-aligned columns), so the bars look as before.
 */
import type { Logical } from 'lightweight-charts';
import { PanePrimitive, type PaneTarget } from './panePrimitive';

/** The volume scale's share of the pane, from the top: the bars stand in the rest. */
export const VOLUME_TOP_MARGIN = 0.8;

/** One bar per candle index: its volume and colour. */
export type VolumeBar = { readonly volume: number; readonly color: string };

/** A bar's columns in bitmap pixels, inclusive. */
type Column = { left: number; right: number; roundedCenter: number; center: number };

/** What a fill needs from a canvas context. */
export type BarContext = Pick<CanvasRenderingContext2D, 'fillRect'> & { fillStyle: string | CanvasGradient | CanvasPattern };

/** A bitmap-space drawing scope, as lightweight-charts' canvas target hands it out. */
export type BarScope = {
  readonly context: BarContext;
  readonly bitmapSize: { readonly height: number };
  readonly horizontalPixelRatio: number;
  readonly verticalPixelRatio: number;
};

/** Where the bars are: the visible candle indices (strict, as the chart autoscales) and each index's x (CSS pixels). */
export type BarLayout = { readonly from: number; readonly to: number; readonly barSpacing: number; readonly indexToX: (index: number) => number };

/**
 * lightweight-charts' histogram columns (PaneRendererHistogram): a 1-pixel gap when bars are over a
 * pixel apart, neighbours aligned edge to edge, and every column as narrow as the narrowest when
 * they are thin.
 */
function columnsOf(centers: readonly number[], barSpacing: number, pixelRatio: number): Column[] {
  const spacing = Math.ceil(barSpacing * pixelRatio) <= 1 ? 0 : Math.max(1, Math.floor(pixelRatio));
  const columnWidth = Math.round(barSpacing * pixelRatio) - spacing;
  const columns = centers.map((centerX) => {
    const x = Math.round(centerX * pixelRatio);
    const half = columnWidth % 2 ? (columnWidth - 1) / 2 : columnWidth / 2;
    return { left: x - half, right: columnWidth % 2 ? x + half : x + half - 1, roundedCenter: x, center: centerX * pixelRatio };
  });
  for (let i = 1; i < columns.length; i++) {
    const current = columns[i] as Column;
    const prev = columns[i - 1] as Column;
    if (current.left - prev.right === spacing + 1) continue;
    if (prev.roundedCenter > prev.center) prev.right = current.left - spacing - 1;
    else current.left = prev.right + spacing + 1;
  }
  let minWidth = Math.ceil(barSpacing * pixelRatio);
  for (const column of columns) {
    if (column.right < column.left) column.right = column.left;
    minWidth = Math.min(minWidth, column.right - column.left + 1);
  }
  if (spacing > 0 && minWidth < 4) {
    for (const column of columns) {
      if (column.right - column.left + 1 <= minWidth) continue;
      if (column.roundedCenter > column.center) column.right -= 1;
      else column.left += 1;
    }
  }
  return columns;
}

/**
 * Fills the bars visible in `layout` (one more each side, as the histogram draws) in bitmap space.
 * The scale runs from 0 to the highest volume of the strictly visible bars, over the pane's
 * bottom fifth, as the histogram's overlay price scale put it.
 */
export function fillVolumeBars(scope: BarScope, bars: readonly VolumeBar[], layout: BarLayout): void {
  const first = Math.max(0, layout.from - 1);
  const last = Math.min(bars.length - 1, layout.to + 1);
  if (first > last) return;
  let maxValue = 0;
  let minValue = 0;
  for (let index = Math.max(0, layout.from); index <= Math.min(bars.length - 1, layout.to); index++)
    maxValue = Math.max(maxValue, (bars[index] as VolumeBar).volume);
  // A flat range is widened around itself, as the price scale does (so zero volume sits mid-band).
  if (maxValue === minValue) [minValue, maxValue] = [-1, 1];
  // The pane's height in CSS pixels, as the price scale measures it.
  const height = scope.bitmapSize.height / scope.verticalPixelRatio;
  const bandHeight = height - VOLUME_TOP_MARGIN * height;
  const toY = (volume: number) => height - 1 - ((bandHeight - 1) * (volume - minValue)) / (maxValue - minValue);
  const { context, horizontalPixelRatio, verticalPixelRatio } = scope;
  const centers: number[] = [];
  for (let index = first; index <= last; index++) centers.push(layout.indexToX(index));
  const columns = columnsOf(centers, layout.barSpacing, horizontalPixelRatio);
  const tickWidth = Math.max(1, Math.floor(verticalPixelRatio));
  const topBase = Math.round(toY(0) * verticalPixelRatio) - Math.floor(tickWidth / 2);
  const bottomBase = topBase + tickWidth;
  let fill = '';
  for (let index = first; index <= last; index++) {
    const bar = bars[index] as VolumeBar;
    const column = columns[index - first] as Column;
    const y = Math.round(toY(bar.volume) * verticalPixelRatio);
    const [top, bottom] = y <= topBase ? [y, bottomBase] : [topBase, y - Math.floor(tickWidth / 2) + tickWidth];
    if (bar.color !== fill) context.fillStyle = fill = bar.color;
    context.fillRect(column.left, top, column.right - column.left + 1, bottom - top);
  }
}

/** The volume histogram as a series primitive: set the bars, change the newest, and the chart redraws them. */
// Attached before the averages: over the candles and under the averages, as the series were stacked.
export class VolumeBars extends PanePrimitive {
  private bars: VolumeBar[] = [];

  protected draw(target: PaneTarget): void {
    const timeScale = this.attachedTo?.chart.timeScale();
    const range = timeScale?.getVisibleLogicalRange();
    const x0 = timeScale?.logicalToCoordinate(0 as Logical);
    const x1 = timeScale?.logicalToCoordinate(1 as Logical);
    if (!range || x0 == null || x1 == null || this.bars.length === 0) return;
    // Linear in the index: projected twice, not asked of the chart per bar.
    const layout: BarLayout = { from: Math.floor(range.from), to: Math.ceil(range.to), barSpacing: x1 - x0, indexToX: (index) => x0 + index * (x1 - x0) };
    target.useBitmapCoordinateSpace((scope) => fillVolumeBars(scope, this.bars, layout));
  }

  /** The bars now drawn (for tests). */
  get current(): readonly VolumeBar[] {
    return this.bars;
  }

  /** Replaces every bar (none: no histogram). */
  setBars(bars: VolumeBar[]): void {
    this.bars = bars;
    this.requestRedraw();
  }

  /** Sets the bar at candle `index` (the newest, or one past it); `redraw` when the candles were not told. */
  setBar(index: number, bar: VolumeBar, redraw: boolean): void {
    if (index > this.bars.length) return;
    this.bars[index] = bar;
    if (redraw) this.requestRedraw();
  }
}
