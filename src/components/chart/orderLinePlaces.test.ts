import { describe, expect, it, vi } from 'vitest';
import type { SeriesAttachedParameter, Time } from 'lightweight-charts';
import { OrderLinePlacesPrimitive, type OrderLinePlaces } from './orderLinePlaces';

/** A chart of 200 px whose price p sits at y = 1000 − p. */
function attach(primitive: OrderLinePlacesPrimitive) {
  const requestUpdate = vi.fn();
  const param = {
    series: { priceToCoordinate: (price: number) => 1000 - price },
    chart: { paneSize: () => ({ width: 500, height: 200 }) },
    requestUpdate,
  } as unknown as SeriesAttachedParameter<Time>;
  primitive.attached(param);
  return requestUpdate;
}

const draw = (primitive: OrderLinePlacesPrimitive) => (primitive.paneViews()[0]!.renderer() as { draw: (target: unknown) => void }).draw({});

describe('the order lines’ places', () => {
  it('reports each line’s y (null off the pane) once after a redraw that moved them, and nothing when none moved', async () => {
    const heard: OrderLinePlaces[] = [];
    const primitive = new OrderLinePlacesPrimitive((places) => heard.push(places));
    const requestUpdate = attach(primitive);
    primitive.setLines([
      { id: 'buy:1', price: 900 },
      { id: 'sell:2', price: 500 },
    ]);
    expect(requestUpdate).toHaveBeenCalled();
    draw(primitive);
    draw(primitive);
    await Promise.resolve();
    expect(heard).toEqual([
      {
        places: [
          { id: 'buy:1', y: 100 },
          { id: 'sell:2', y: null },
        ],
      },
    ]);
    draw(primitive);
    await Promise.resolve();
    expect(heard).toHaveLength(1);
  });
});
