/**
 * Price-level grouping (issue 16 item 6): a side's levels gathered into buckets of `step` unit_price
 * units — a bid into the bucket at or below its price (floor), an ask into the one at or above it
 * (ceil), so a group never shows a better price than its orders give. Totals are summed exactly in
 * bigint and the running totals run over the groups, so the last group's equals the side's.
 * Reading the best `depth` groups walks only the levels they hold.
 */
import { DEFAULT_SIDE_DISPLAY, levelsFrame, type LevelTotals, type SideDisplay, type SideFrame } from './frame';
import { hoverSummaryOf, type HoverSummary } from './hover';
import type { PriceLevel } from './level';
import type { OrderBookSide } from './side';
import type { BookKind, OrderRow } from './types';

/** A group of levels: the bucket's price, its levels' exact totals, running totals from the best group. */
export type GroupedLevel = LevelTotals & { readonly levels: readonly PriceLevel[] };

/** The bucket a price falls in: bids round down to a multiple of `step`, asks up. */
export function bucketOf(kind: BookKind, unitPrice: bigint, step: bigint): bigint {
  if (step <= 1n) return unitPrice;
  const floor = (unitPrice / step) * step;
  return kind === 'bids' || floor === unitPrice ? floor : floor + step;
}

/**
 * The best `depth` groups of levels given best first (`levelAt(i)`, undefined past the last). Each
 * level is read once; the walk stops at the first level of group `depth + 1`.
 */
export function groupLevels(kind: BookKind, levelAt: (index: number) => PriceLevel | undefined, step: bigint, depth: number): GroupedLevel[] {
  const groups: GroupedLevel[] = [];
  if (depth <= 0) return groups;
  type Open = { unitPrice: bigint; totalBid: bigint; totalAsk: bigint; currentUser: boolean; levels: PriceLevel[] };
  let open: Open | null = null;
  let cumulBid = 0n;
  let cumulAsk = 0n;
  const close = (group: Open) => {
    cumulBid += group.totalBid;
    cumulAsk += group.totalAsk;
    groups.push({ ...group, cumulBid, cumulAsk });
  };
  for (let index = 0; ; index++) {
    const level = levelAt(index);
    if (level === undefined) break;
    const bucket = bucketOf(kind, level.unitPrice, step);
    if (open === null || open.unitPrice !== bucket) {
      if (open !== null) close(open);
      if (groups.length === depth) return groups;
      open = { unitPrice: bucket, totalBid: 0n, totalAsk: 0n, currentUser: false, levels: [] };
    }
    open.totalBid += level.totalBid;
    open.totalAsk += level.totalAsk;
    open.currentUser ||= level.currentUser;
    open.levels.push(level);
  }
  if (open !== null && groups.length < depth) close(open);
  return groups;
}

/** A side's best `depth` groups as a frame (step ≤ 1: its levels as they are). */
export function groupedSideFrame(side: OrderBookSide, depth: number, step: bigint, display: SideDisplay = DEFAULT_SIDE_DISPLAY): SideFrame {
  if (step <= 1n) return side.visibleLevels(depth, display);
  return levelsFrame(
    side,
    groupLevels(side.kind, (index) => side.level(index), step, depth),
    display,
  );
}

/** The hover panel of group `groupIndex` (0 = best): its orders, and the average through it; null when there is none. */
export function groupedHoverSummary(side: OrderBookSide, groupIndex: number, step: bigint): HoverSummary | null {
  const group = groupLevels(side.kind, (index) => side.level(index), step, groupIndex + 1)[groupIndex];
  if (group === undefined) return null;
  const orders = function* (): Generator<OrderRow> {
    for (const level of group.levels) yield* level.orders.values();
  };
  return hoverSummaryOf(side, { unitPrice: group.unitPrice, cumulBid: group.cumulBid, cumulAsk: group.cumulAsk, orders: orders() }, groupIndex);
}

/**
 * The steps a market's book offers: none, then 10×, 100× and 1000× its displayed price step (one
 * unit of the last price decimal shown), as unit_price units; steps past a unit_price's range are left out.
 */
export function groupingSteps(pricePrecision: number): bigint[] {
  const tick = 10n ** BigInt(Math.max(0, 8 - Math.min(8, Math.max(0, Math.floor(pricePrecision)))));
  return [1n, tick * 10n, tick * 100n, tick * 1000n];
}
