/**
 * Where the order lines are on the pane, for the cancel buttons drawn over the chart: a primitive on
 * the candle series whose draw (every redraw: scrolling, zooming, autoscale, new candles) reads each
 * line's y and reports them when they changed. It draws nothing.
 */
import { PanePrimitive } from './panePrimitive';

/** An order line's place: its id and y in CSS pixels from the pane's top (null when off the pane). */
export type OrderLinePlace = { readonly id: string; readonly y: number | null };

/** The places of every line. */
export type OrderLinePlaces = { readonly places: readonly OrderLinePlace[] };

const samePlaces = (a: OrderLinePlaces, b: OrderLinePlaces) =>
  a.places.length === b.places.length && a.places.every((place, i) => place.id === b.places[i]?.id && place.y === b.places[i]?.y);

export class OrderLinePlacesPrimitive extends PanePrimitive {
  private lines: readonly { id: string; price: number }[] = [];
  private reported: OrderLinePlaces = { places: [] };
  private pending = false;

  constructor(private readonly onPlaces: (places: OrderLinePlaces) => void) {
    super();
  }

  /** The lines to follow (ids and prices). */
  setLines(lines: readonly { id: string; price: number }[]): void {
    this.lines = lines;
    this.requestRedraw();
  }

  protected draw(): void {
    const attached = this.attachedTo;
    if (!attached) return;
    const height = attached.chart.paneSize().height;
    const places = this.lines.map(({ id, price }) => {
      const y = attached.series.priceToCoordinate(price);
      return { id, y: y === null || y < 0 || y > height ? null : Math.round(y) };
    });
    const next = { places };
    if (samePlaces(next, this.reported)) return;
    this.reported = next;
    // Reported after the frame, never from inside the chart's drawing.
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      this.onPlaces(this.reported);
    });
  }
}
