/**
 * The depth chart's shape (issue 16 item 6): the cumulative base amount of each side against price,
 * read from the same side frames the book shows (their exact unit prices, their running totals).
 * Display numbers only: nothing here reaches an action.
 */
import type { SideFrame } from '../../../core/orderbook';

/** One step of a side's curve: at `price` (base per quote) the side holds `cumulative` base through that level. */
export type DepthPoint = { readonly price: number; readonly cumulative: number };

/** Both curves, best level first, and the ranges that frame them. */
export type DepthShape = {
  readonly bids: readonly DepthPoint[];
  readonly asks: readonly DepthPoint[];
  readonly minPrice: number;
  readonly maxPrice: number;
  readonly maxCumulative: number;
};

function pointsOf(frame: SideFrame | null): DepthPoint[] {
  if (frame === null) return [];
  const points: DepthPoint[] = [];
  for (let i = 0; i < frame.count; i++) points.push({ price: Number(frame.unitPrices[i]) / 1e8, cumulative: frame.baseCumul[i] ?? 0 });
  return points;
}

/** The chart's shape for two sides, or null when both are empty (nothing to draw). */
export function depthShape(bids: SideFrame | null, asks: SideFrame | null): DepthShape | null {
  const bidPoints = pointsOf(bids);
  const askPoints = pointsOf(asks);
  const prices = [...bidPoints, ...askPoints].map((point) => point.price);
  if (prices.length === 0) return null;
  let minPrice = Math.min(...prices);
  let maxPrice = Math.max(...prices);
  // With both sides, the spread's middle sits in the centre: each side gets the same width of price.
  if (bidPoints[0] && askPoints[0]) {
    const middle = (bidPoints[0].price + askPoints[0].price) / 2;
    const half = Math.max(middle - minPrice, maxPrice - middle);
    [minPrice, maxPrice] = [middle - half, middle + half];
  }
  const maxCumulative = Math.max(bidPoints.at(-1)?.cumulative ?? 0, askPoints.at(-1)?.cumulative ?? 0);
  return { bids: bidPoints, asks: askPoints, minPrice, maxPrice, maxCumulative };
}

/** The pixel box the curves are drawn in. */
export type PlotBox = { readonly left: number; readonly top: number; readonly width: number; readonly height: number };

/**
 * A side's staircase in pixels, from the spread outward: each level adds its amount where its price
 * is, and the curve holds it out to the next level, then down to the base line to close the area.
 */
export function staircase(points: readonly DepthPoint[], shape: DepthShape, box: PlotBox): [number, number][] {
  if (points.length === 0) return [];
  const span = shape.maxPrice - shape.minPrice || 1;
  const x = (price: number) => box.left + ((price - shape.minPrice) / span) * box.width;
  const y = (cumulative: number) => box.top + box.height - (shape.maxCumulative > 0 ? (cumulative / shape.maxCumulative) * box.height : 0);
  const path: [number, number][] = [[x(points[0]!.price), y(0)]];
  let previous = 0;
  for (const point of points) {
    path.push([x(point.price), y(previous)], [x(point.price), y(point.cumulative)]);
    previous = point.cumulative;
  }
  path.push([x(points.at(-1)!.price), y(0)]);
  return path;
}
