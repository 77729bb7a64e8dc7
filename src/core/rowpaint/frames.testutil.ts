/** Hand-made order-book frames for tests and previews (the worker builds the real ones). */
import { formatUnits } from '../format';
import type { BookKind, SideFrame } from '../orderbook';

/** One level as a test writes it: exact unit price, the display texts, and whether it is the user's. */
export type LevelSpec = { unitPrice: string; price?: string; amount: string; total: string; mine?: boolean };

const numberOf = (text: string) => Number(text.replace(/,/g, ''));

/** A SideFrame of `levels`, best first; the price text defaults to unit_price / 10^8 at 8 decimals, cumuls sum the totals. */
export function frameOf(kind: BookKind, levels: readonly LevelSpec[]): SideFrame {
  const count = levels.length;
  const buffer = new ArrayBuffer(count * 9);
  const baseCumul = new Float64Array(buffer, 0, count);
  const currentUser = new Uint8Array(buffer, count * 8, count);
  let base = 0;
  levels.forEach((level, i) => {
    base += numberOf(level.total);
    baseCumul[i] = base;
    currentUser[i] = level.mine ? 1 : 0;
  });
  const priceOf = (level: LevelSpec) => level.price ?? formatUnits(BigInt(level.unitPrice), 8, 8);
  return {
    kind,
    count,
    unitPrices: levels.map((level) => level.unitPrice),
    priceText: levels.map(priceOf),
    amountText: levels.map((level) => level.amount),
    totalText: levels.map((level) => level.total),
    baseCumul,
    currentUser,
    buffer,
  };
}
