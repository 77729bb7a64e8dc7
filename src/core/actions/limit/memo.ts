/**
 * Transfer memos of the limit-order contract `calcormining` (SPEC §7): `deposit` credits the sender's
 * balance; `order:<ask extended asset>` deposits and opens an order in one step (the transfer is the
 * bid); `fill:<order id>` pays an order's ask token and takes its bid (a keeper or any trader).
 */
import { type ExtendedAssetParts, formatExtendedAsset, tryParseExtendedAsset } from '../../amount';
import { parseUint64 } from '../../orderbook/uint';

/** What a transfer to the limit-order contract asks for. */
export type LimitMemo =
  { readonly kind: 'deposit' } | { readonly kind: 'order'; readonly ask: ExtendedAssetParts } | { readonly kind: 'fill'; readonly orderId: bigint };

/** Reading outcome; the reason is what the contract asserts with. */
export type LimitMemoResult = { ok: true; memo: LimitMemo } | { ok: false; reason: string };

const SHAPE_REASON = 'memo must be "deposit", "order:<ask like 2400.0000 TLM@alien.worlds>" or "fill:<order id>"';

/** Writes a memo. Throws RangeError for a non-positive ask or an order id outside uint64. */
export function encodeLimitMemo(memo: LimitMemo): string {
  switch (memo.kind) {
    case 'deposit':
      return 'deposit';
    case 'order':
      if (memo.ask.amount.units <= 0n) throw new RangeError('An order must ask for a positive amount');
      return `order:${formatExtendedAsset(memo.ask)}`;
    case 'fill':
      if (parseUint64(memo.orderId) === null) throw new RangeError(`${memo.orderId} is not an order id`);
      return `fill:${memo.orderId}`;
  }
}

/** Reads a memo without throwing. */
export function decodeLimitMemo(text: string): LimitMemoResult {
  if (text === 'deposit') return { ok: true, memo: { kind: 'deposit' } };
  if (text.startsWith('order:')) {
    const body = text.slice('order:'.length);
    const parsed = body === body.trim() ? tryParseExtendedAsset(body) : null;
    if (!parsed?.ok) return { ok: false, reason: SHAPE_REASON };
    if (parsed.asset.amount.units <= 0n) return { ok: false, reason: 'an order must ask for a positive amount' };
    return { ok: true, memo: { kind: 'order', ask: parsed.asset } };
  }
  if (text.startsWith('fill:')) {
    const digits = text.slice('fill:'.length);
    const orderId = /^(0|[1-9]\d{0,19})$/.test(digits) ? parseUint64(digits) : null;
    if (orderId === null) return { ok: false, reason: 'fill memo must be "fill:<order id>"' };
    return { ok: true, memo: { kind: 'fill', orderId } };
  }
  return { ok: false, reason: SHAPE_REASON };
}
