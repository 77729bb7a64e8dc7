/**
 * A series primitive that draws one pane view over the series (lightweight-charts v5 `attachPrimitive`):
 * it keeps the series it is attached to, to read the chart's scales when drawing and to ask for a
 * redraw. Primitives attached in turn are stacked in that order ('top' z-order each).
 */
import type { IPrimitivePaneRenderer, IPrimitivePaneView, ISeriesPrimitive, SeriesAttachedParameter, Time } from 'lightweight-charts';

/** What a pane renderer draws on. */
export type PaneTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

export abstract class PanePrimitive implements ISeriesPrimitive<Time> {
  protected attachedTo: SeriesAttachedParameter<Time> | null = null;
  private readonly view: IPrimitivePaneView;

  constructor() {
    const renderer: IPrimitivePaneRenderer = { draw: (target) => this.draw(target) };
    this.view = { zOrder: () => 'top', renderer: () => renderer };
  }

  /** Draws on the pane (while attached). */
  protected abstract draw(target: PaneTarget): void;

  /** Asks the chart to redraw. */
  protected requestRedraw(): void {
    this.attachedTo?.requestUpdate();
  }

  attached(param: SeriesAttachedParameter<Time>): void {
    this.attachedTo = param;
  }

  detached(): void {
    this.attachedTo = null;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }
}
