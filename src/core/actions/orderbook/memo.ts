/**
 * The order memo of the Alcor order book `alcordexmain` (NOTES "Alcor order book"): a transfer of what
 * the order gives, whose memo is what it asks, `<amount> <SYM>@<contract>` at the token's precision.
 * A zero ask is a market order. Waxwing adds an optional worst price for market orders, `#<unit_price>`
 * (the highest unit price a buy accepts, the lowest a sell accepts): `0.0000 TLM@alien.worlds#500012`.
 */
import { type ExtendedAssetParts, formatExtendedAsset, tryParseExtendedAsset } from '../../amount';
import { MAX_UNIT_PRICE } from './pricing';

/** What an order memo says. */
export interface OrderMemo {
  /** What the order asks for; zero for a market order. */
  readonly ask: ExtendedAssetParts;
  /** Market orders only: the worst unit_price (base per 1 quote × 10^8) the order may fill at. */
  readonly worstUnitPrice?: bigint;
}

/** Reading outcome of an order memo; the reason is what the contract asserts with. */
export type OrderMemoResult = { ok: true; memo: OrderMemo } | { ok: false; reason: string };

const SHAPE_REASON =
  'memo must be the asked amount, like "2400.0000 TLM@alien.worlds" (a market order: "0.0000 TLM@alien.worlds", optionally "#<worst unit_price>")';
const WORST = /^[1-9]\d{0,19}$/;

function checkWorst(worst: bigint | undefined, ask: ExtendedAssetParts): string | null {
  if (worst === undefined) return null;
  if (ask.amount.units !== 0n) return 'a worst price is only for market orders (zero ask)';
  if (worst <= 0n || worst > MAX_UNIT_PRICE) return `worst unit_price must be from 1 to ${MAX_UNIT_PRICE}`;
  return null;
}

/** Writes an order memo. Throws RangeError for a negative ask or a worst price on a limit order. */
export function encodeOrderMemo(memo: OrderMemo): string {
  if (memo.ask.amount.units < 0n) throw new RangeError('An order cannot ask for a negative amount');
  const problem = checkWorst(memo.worstUnitPrice, memo.ask);
  if (problem) throw new RangeError(problem);
  const ask = formatExtendedAsset(memo.ask);
  return memo.worstUnitPrice === undefined ? ask : `${ask}#${memo.worstUnitPrice}`;
}

/** Reads an order memo without throwing. */
export function decodeOrderMemo(text: string): OrderMemoResult {
  const hash = text.indexOf('#');
  const assetText = hash < 0 ? text : text.slice(0, hash);
  const worstText = hash < 0 ? undefined : text.slice(hash + 1);
  if (assetText !== assetText.trim()) return { ok: false, reason: SHAPE_REASON };
  const parsed = tryParseExtendedAsset(assetText);
  if (!parsed.ok) return { ok: false, reason: SHAPE_REASON };
  if (parsed.asset.amount.units < 0n) return { ok: false, reason: 'an order cannot ask for a negative amount' };
  if (worstText !== undefined && !WORST.test(worstText)) return { ok: false, reason: 'worst unit_price after "#" must be a positive whole number' };
  const worstUnitPrice = worstText === undefined ? undefined : BigInt(worstText);
  const problem = checkWorst(worstUnitPrice, parsed.asset);
  if (problem) return { ok: false, reason: problem };
  return { ok: true, memo: worstUnitPrice === undefined ? { ask: parsed.asset } : { ask: parsed.asset, worstUnitPrice } };
}

/** True for a market order: a zero ask. */
export function isMarketOrder(memo: OrderMemo): boolean {
  return memo.ask.amount.units === 0n;
}
