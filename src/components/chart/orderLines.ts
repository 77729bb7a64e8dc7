/** The user's open orders drawn as price lines on the candle series (SPEC §3 "Chart order line"). */
import { LineStyle, type IPriceLine, type ISeriesApi } from 'lightweight-charts';
import type { ChartPalette } from './palette';
import type { ChartOrderLine } from './types';

/** Keeps one price line per order id, redrawing a line only when its order changed. */
export class OrderLines {
  private readonly drawn = new Map<string, { order: ChartOrderLine; line: IPriceLine }>();

  constructor(
    private readonly series: ISeriesApi<'Candlestick'>,
    private readonly palette: ChartPalette,
  ) {}

  /** Makes the drawn lines match `orders`. */
  set(orders: readonly ChartOrderLine[]): void {
    const wanted = new Map(orders.map((order) => [order.id, order]));
    for (const [id, { order, line }] of this.drawn) {
      const next = wanted.get(id);
      if (next && next.price === order.price && next.direction === order.direction && next.quantity === order.quantity) continue;
      this.series.removePriceLine(line);
      this.drawn.delete(id);
    }
    for (const order of orders) {
      if (this.drawn.has(order.id)) continue;
      const colour = order.direction === 'buy' ? this.palette.buy : this.palette.sell;
      const line = this.series.createPriceLine({
        price: order.price,
        color: colour,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
        title: `${order.direction === 'buy' ? 'Buy' : 'Sell'} ${order.quantity}`,
      });
      this.drawn.set(order.id, { order, line });
    }
  }
}
