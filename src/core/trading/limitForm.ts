/**
 * The limit form's three fields (SPEC §2 trade box, §5 price and amount inputs): price, amount and
 * total, each editable, the others following exactly. The field last typed among amount and total is
 * the anchor a new price keeps. Whatever was typed, the order is always `quoteUnits` at the price and
 * `baseForQuote` of it, so its unit_price on chain is the one typed and it never spends more than shown.
 */
import { amountFieldText, isUnitsInRange, makeAmount, readAmountField, sanitizeAmountText, unitsToDecimalString, type Amount } from '../amount';
import { orderUnitPrice } from '../actions/orderbook';
import { baseForQuote, priceOfUnitPrice, quoteForBase, unitPriceOfPrice, type BookPrecisions } from './price';

/** The field texts as typed, and which of amount and total was typed last. */
export type LimitFields = {
  readonly price: string;
  readonly amount: string;
  readonly total: string;
  readonly anchor: 'amount' | 'total';
};

export const EMPTY_LIMIT_FIELDS: LimitFields = { price: '', amount: '', total: '', anchor: 'amount' };

const units = (text: string, precision: number): bigint | null => readAmountField(text, precision).amount?.units ?? null;
/** A computed field's text; empty when the result is too large for a token amount (the order is refused then). */
const fieldText = (value: bigint, precision: number): string => (isUnitsInRange(value) ? amountFieldText(makeAmount(value, precision)) : '');

/** The unit_price the price field says, or null when it is empty, unreadable or zero. */
export function fieldUnitPrice(fields: LimitFields, precisions: BookPrecisions): bigint | null {
  const price = readAmountField(fields.price, precisions.base).amount;
  const unitPrice = price === null ? 0n : unitPriceOfPrice(price);
  return unitPrice > 0n ? unitPrice : null;
}

/** The non-anchor field recomputed from the anchor and the price (empty when either is missing). */
function follow(fields: LimitFields, precisions: BookPrecisions): LimitFields {
  const unitPrice = fieldUnitPrice(fields, precisions);
  if (fields.anchor === 'amount') {
    const quote = units(fields.amount, precisions.quote);
    const total = unitPrice === null || quote === null ? '' : fieldText(baseForQuote(quote, unitPrice, precisions), precisions.base);
    return { ...fields, total };
  }
  const base = units(fields.total, precisions.base);
  const amount = unitPrice === null || base === null ? '' : fieldText(quoteForBase(base, unitPrice, precisions), precisions.quote);
  return { ...fields, amount };
}

/** A keystroke in the price field. */
export function editPrice(fields: LimitFields, text: string, precisions: BookPrecisions): LimitFields {
  return follow({ ...fields, price: sanitizeAmountText(text, precisions.base) }, precisions);
}

/** A keystroke in the amount field (quote token). */
export function editAmount(fields: LimitFields, text: string, precisions: BookPrecisions): LimitFields {
  return follow({ ...fields, amount: sanitizeAmountText(text, precisions.quote), anchor: 'amount' }, precisions);
}

/** A keystroke in the total field (base token). */
export function editTotal(fields: LimitFields, text: string, precisions: BookPrecisions): LimitFields {
  return follow({ ...fields, total: sanitizeAmountText(text, precisions.base), anchor: 'total' }, precisions);
}

/** The price field written at the base token's full precision (SPEC §5: an empty input becomes 0 at it). */
export function formatPriceField(fields: LimitFields, precisions: BookPrecisions): LimitFields {
  const price = readAmountField(fields.price, precisions.base).amount ?? makeAmount(0n, precisions.base);
  return follow({ ...fields, price: unitsToDecimalString(price.units, price.precision) }, precisions);
}

/** A price from the book or a shortcut: its exact unit_price, written at the base token's precision. */
export function setUnitPrice(fields: LimitFields, unitPrice: bigint, precisions: BookPrecisions): LimitFields {
  const price = priceOfUnitPrice(unitPrice, precisions.base);
  return follow({ ...fields, price: unitsToDecimalString(price.units, price.precision) }, precisions);
}

/** A percent button or the slider: an exact amount (already rounded down) of the side's spending token. */
export function setShare(fields: LimitFields, share: Amount, field: 'amount' | 'total', precisions: BookPrecisions): LimitFields {
  const text = amountFieldText(share);
  return field === 'amount' ? editAmount(fields, text, precisions) : editTotal(fields, text, precisions);
}

/** What the fields would place: the quote amount, its base amount, and the order's unit_price on chain. */
export type LimitOrderFigures = {
  readonly unitPrice: bigint | null;
  readonly quoteUnits: bigint;
  readonly baseUnits: bigint;
  /** ⌈base × 10^(8+q−b) / quote⌉, what the contract records; null while an amount is zero. */
  readonly chainUnitPrice: bigint | null;
};

/** The order the fields describe (zeros while a field is empty). */
export function limitOrderFigures(fields: LimitFields, precisions: BookPrecisions): LimitOrderFigures {
  const unitPrice = fieldUnitPrice(fields, precisions);
  const quoteUnits = units(fields.amount, precisions.quote) ?? 0n;
  const baseUnits = unitPrice === null ? 0n : baseForQuote(quoteUnits, unitPrice, precisions);
  const chainUnitPrice = baseUnits > 0n && quoteUnits > 0n ? orderUnitPrice(baseUnits, quoteUnits, precisions.base, precisions.quote) : null;
  return { unitPrice, quoteUnits, baseUnits, chainUnitPrice };
}
