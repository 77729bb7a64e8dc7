/**
 * The order memo of the Alcor order book `alcordexmain`: a transfer of what the order gives, whose
 * memo is what it asks, `<amount> <SYM>@<contract>` at the token's precision, and nothing else. A
 * zero ask is a market order, which the contract fills at any price: the app never sends one, it
 * protects a market order as a limit order at the worst price (docs/decisions/0034).
 */
import { type ExtendedAssetParts, formatExtendedAsset, tryParseExtendedAsset } from '../../amount';

/** What an order memo says: what the order asks for (zero for a market order). */
export interface OrderMemo {
  readonly ask: ExtendedAssetParts;
}

/** Reading outcome of an order memo; the reason is what the contract asserts with. */
export type OrderMemoResult = { ok: true; memo: OrderMemo } | { ok: false; reason: string };

const SHAPE_REASON = 'memo must be the asked amount, like "2400.0000 TLM@alien.worlds" (a market order: "0.0000 TLM@alien.worlds")';

/** Writes an order memo. Throws RangeError for a negative ask. */
export function encodeOrderMemo(memo: OrderMemo): string {
  if (memo.ask.amount.units < 0n) throw new RangeError('An order cannot ask for a negative amount');
  return formatExtendedAsset(memo.ask);
}

/** Reads an order memo without throwing: one extended asset, no spaces around it, no suffix. */
export function decodeOrderMemo(text: string): OrderMemoResult {
  if (text !== text.trim()) return { ok: false, reason: SHAPE_REASON };
  const parsed = tryParseExtendedAsset(text);
  if (!parsed.ok) return { ok: false, reason: SHAPE_REASON };
  if (parsed.asset.amount.units < 0n) return { ok: false, reason: 'an order cannot ask for a negative amount' };
  return { ok: true, memo: { ask: parsed.asset } };
}

/** True for a market order: a zero ask. */
export function isMarketOrder(memo: OrderMemo): boolean {
  return memo.ask.amount.units === 0n;
}
