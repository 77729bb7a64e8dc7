/** Hand-made order-book frames for tests and previews (the worker builds the real ones). */
import type { BookKind, SideFrame } from '../../core/orderbook';

/** One level as a test writes it: exact unit price, quote amount, base total, and whether it is the user's. */
export type LevelSpec = { unitPrice: string; amount: number; total: number; mine?: boolean };

/** A SideFrame of `levels`, best first, with running totals. */
export function frameOf(kind: BookKind, levels: readonly LevelSpec[]): SideFrame {
  const count = levels.length;
  const buffer = new ArrayBuffer(count * (5 * 8 + 1));
  const column = (i: number) => new Float64Array(buffer, i * count * 8, count);
  const [price, quoteTotal, quoteCumul, baseTotal, baseCumul] = [column(0), column(1), column(2), column(3), column(4)];
  const currentUser = new Uint8Array(buffer, 5 * count * 8, count);
  let quote = 0;
  let base = 0;
  levels.forEach((level, i) => {
    quote += level.amount;
    base += level.total;
    price[i] = Number(level.unitPrice) / 1e8;
    quoteTotal[i] = level.amount;
    quoteCumul[i] = quote;
    baseTotal[i] = level.total;
    baseCumul[i] = base;
    currentUser[i] = level.mine ? 1 : 0;
  });
  return { kind, count, unitPrices: levels.map((level) => level.unitPrice), price, quoteTotal, quoteCumul, baseTotal, baseCumul, currentUser, buffer };
}
