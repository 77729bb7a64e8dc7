/**
 * A price range being chosen over a pool: from two prices (the min/max fields and quick ranges) or
 * two ticks (the chart's handles), snapped to usable ticks by the quotes worker, with the exact
 * prices at them. The add page's range and the manage page's "Move range" are each one of these.
 */
import { signal } from '@preact/signals-react';
import { quickRangePrices, type QuickRange, type TickRange } from '../../core/liquidityV3';
import { MAX_TICK, MIN_TICK, type PriceFraction } from '../../core/v3';
import type { PoolDetail } from './pool';
import type { LiquidityQuotes } from './types';

/** A range chosen on the screen: its ticks and the exact prices at them (null at the tick limits: 0 and ∞). */
export interface ChosenRange extends TickRange {
  readonly lowerPrice: PriceFraction | null;
  readonly upperPrice: PriceFraction | null;
}

/** The choice over `pool()`; `onChange` hears every range set (the deposit re-links on it). */
export function createRangeChoice(quotes: LiquidityQuotes, pool: () => PoolDetail | null, onChange: (range: ChosenRange | null) => Promise<void>) {
  const range = signal<ChosenRange | null>(null);
  const error = signal<string | null>(null);
  let run = 0;

  async function limits(spacing: number): Promise<TickRange> {
    const [tickLower, tickUpper] = await Promise.all([quotes.nearestUsableTick(MIN_TICK, spacing), quotes.nearestUsableTick(MAX_TICK, spacing)]);
    return { tickLower, tickUpper };
  }

  /** The range of two ticks with their prices; a bound at the tick limit reads 0 or ∞. */
  async function rangeOf(detail: PoolDetail, tickLower: number, tickUpper: number): Promise<ChosenRange> {
    const bounds = await limits(detail.state.tickSpacing);
    const { precision: pA } = detail.tokenA;
    const { precision: pB } = detail.tokenB;
    const [lowerPrice, upperPrice] = await Promise.all([
      tickLower <= bounds.tickLower ? null : quotes.tickToPrice(tickLower, pA, pB),
      tickUpper >= bounds.tickUpper ? null : quotes.tickToPrice(tickUpper, pA, pB),
    ]);
    return { tickLower, tickUpper, lowerPrice, upperPrice };
  }

  /** Sets the range (or none) and its problem, and tells the listener. */
  async function apply(next: ChosenRange | null, problem: string | null): Promise<void> {
    range.value = next;
    error.value = problem;
    await onChange(next);
  }

  /** The usable tick at or nearest a price (B per A); null when the price is outside the tick range. */
  async function snap(detail: PoolDetail, price: PriceFraction): Promise<number | null> {
    try {
      const tick = await quotes.priceToClosestTick(price, detail.tokenA.precision, detail.tokenB.precision);
      return await quotes.nearestUsableTick(Math.min(Math.max(tick, MIN_TICK), MAX_TICK), detail.state.tickSpacing);
    } catch {
      return null;
    }
  }

  /** Sets the range from two prices (null = the limit: 0 below, ∞ above), snapped to usable ticks. */
  async function setPrices(lower: PriceFraction | null, upper: PriceFraction | null): Promise<void> {
    const detail = pool();
    if (detail === null) return;
    const mine = ++run;
    const bounds = await limits(detail.state.tickSpacing);
    const tickLower = lower === null ? bounds.tickLower : await snap(detail, lower);
    const tickUpper = upper === null ? bounds.tickUpper : await snap(detail, upper);
    if (mine !== run) return;
    if (tickLower === null || tickUpper === null) return apply(range.value, 'Price is outside the range a pool can hold');
    if (tickLower >= tickUpper) return apply(range.value, 'Min price must be below max price');
    const next = await rangeOf(detail, tickLower, tickUpper);
    if (mine === run) await apply(next, null);
  }

  /**
   * Sets the range from two ticks (the chart's handles), each snapped to the nearest usable tick
   * inside the tick limits; a later call wins over one still being priced.
   */
  async function setTicks(tickLower: number, tickUpper: number): Promise<void> {
    const detail = pool();
    if (detail === null) return;
    const mine = ++run;
    const spacing = detail.state.tickSpacing;
    const clamp = (tick: number) => Math.min(Math.max(Math.round(tick), MIN_TICK), MAX_TICK);
    const [lower, upper] = await Promise.all([quotes.nearestUsableTick(clamp(tickLower), spacing), quotes.nearestUsableTick(clamp(tickUpper), spacing)]);
    if (mine !== run) return;
    if (lower >= upper) return apply(range.value, 'Min price must be below max price');
    const next = await rangeOf(detail, lower, upper);
    if (mine === run && pool() === detail) await apply(next, null);
  }

  /** A quick range: ± percent around the pool's price, or the full range. */
  function setQuick(choice: QuickRange): Promise<void> {
    const detail = pool();
    if (detail === null) return Promise.resolve();
    if (choice === 'full') return setPrices(null, null);
    const { lower, upper } = quickRangePrices(detail.price, choice);
    return setPrices(lower, upper);
  }

  /** A position's own range, priced (its bounds at the limits read 0 and ∞). */
  async function setExact(tickLower: number, tickUpper: number): Promise<void> {
    const detail = pool();
    if (detail === null) return;
    const mine = ++run;
    const next = await rangeOf(detail, tickLower, tickUpper);
    if (mine === run) await apply(next, null);
  }

  return { range, error, apply, setPrices, setTicks, setQuick, setExact, rangeOf };
}
