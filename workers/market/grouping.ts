/**
 * The book's price-level grouping in the market worker (issue 16 item 6): the step the page chose
 * (1: none), applied to every side the frames carry and the worker draws, and to the hover panel,
 * so what is drawn, sent and hovered is one grouping. The maths is src/core/orderbook/grouping.ts.
 */
import { MAX_UNIT_PRICE } from '../../src/core/actions/orderbook';
import {
  groupedHoverSummary,
  groupedSideFrame,
  hoverSummary,
  type HoverSummary,
  type OrderBookSide,
  type SideDisplay,
  type SideFrame,
} from '../../src/core/orderbook';

export class BookGrouping {
  private current = 1n;

  /** unit_price units per group (1: the levels as they are). */
  get step(): bigint {
    return this.current;
  }

  /** Sets the step (below 1 or past a unit_price's range: none); true when it changed. */
  set(step: bigint): boolean {
    const next = step > 1n && step <= MAX_UNIT_PRICE ? step : 1n;
    if (next === this.current) return false;
    this.current = next;
    return true;
  }

  /** A side's best `depth` groups as a frame. */
  frame(side: OrderBookSide, depth: number, display: SideDisplay): SideFrame {
    return groupedSideFrame(side, depth, this.current, display);
  }

  /** The hover panel of the group shown at `index` (0 = best). */
  hover(side: OrderBookSide, index: number): HoverSummary | null {
    return this.current > 1n ? groupedHoverSummary(side, index, this.current) : hoverSummary(side, index);
  }
}
