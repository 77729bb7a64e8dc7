/**
 * Draws the depth chart on a 2D canvas context: both sides' staircases filled in the market
 * colours, the spread's middle, and price and amount labels. Pure drawing over `depthShape`.
 */
import { formatFixed } from '../../../core/format';
import { staircase, type DepthShape, type PlotBox } from './depthGeometry';

/** The colours and font the page's theme gives the chart. */
export type DepthTheme = { readonly buy: string; readonly sell: string; readonly text: string; readonly grid: string; readonly font: string };

const PAD = { left: 8, right: 8, top: 18, bottom: 22 };

function fillSide(ctx: CanvasRenderingContext2D, path: [number, number][], colour: string): void {
  if (path.length === 0) return;
  ctx.beginPath();
  path.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.globalAlpha = 0.18;
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  // The outline without the closing drop to the base line.
  path.slice(1, -1).forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.stroke();
}

/** Draws `shape` over a `width` × `height` CSS-pixel canvas (the context already scaled to the device). */
export function paintDepth(
  ctx: CanvasRenderingContext2D,
  shape: DepthShape,
  size: { readonly width: number; readonly height: number },
  theme: DepthTheme,
  labels: { readonly priceDecimals: number; readonly baseTicker: string },
): void {
  const { width, height } = size;
  const { priceDecimals, baseTicker } = labels;
  ctx.clearRect(0, 0, width, height);
  const box: PlotBox = { left: PAD.left, top: PAD.top, width: Math.max(1, width - PAD.left - PAD.right), height: Math.max(1, height - PAD.top - PAD.bottom) };
  ctx.strokeStyle = theme.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(box.left, box.top + box.height + 0.5);
  ctx.lineTo(box.left + box.width, box.top + box.height + 0.5);
  ctx.stroke();
  fillSide(ctx, staircase(shape.bids, shape, box), theme.buy);
  fillSide(ctx, staircase(shape.asks, shape, box), theme.sell);

  ctx.fillStyle = theme.text;
  ctx.font = theme.font;
  ctx.textBaseline = 'bottom';
  const y = height - 4;
  ctx.textAlign = 'left';
  ctx.fillText(formatFixed(shape.minPrice, priceDecimals), box.left, y);
  ctx.textAlign = 'right';
  ctx.fillText(formatFixed(shape.maxPrice, priceDecimals), box.left + box.width, y);
  const bestBid = shape.bids[0]?.price;
  const bestAsk = shape.asks[0]?.price;
  if (bestBid !== undefined && bestAsk !== undefined) {
    const middle = (bestBid + bestAsk) / 2;
    const x = box.left + ((middle - shape.minPrice) / (shape.maxPrice - shape.minPrice || 1)) * box.width;
    ctx.strokeStyle = theme.grid;
    ctx.setLineDash([3, 3]);
    ctx.beginPath();
    ctx.moveTo(Math.round(x) + 0.5, box.top);
    ctx.lineTo(Math.round(x) + 0.5, box.top + box.height);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.textAlign = 'center';
    ctx.fillText(formatFixed(middle, priceDecimals), x, y);
  }
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillText(`${formatFixed(shape.maxCumulative, 2)} ${baseTicker}`, box.left, 2);
}
