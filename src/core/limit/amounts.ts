/**
 * The limit form's three fields, "sell X at price P for Y": each editable, the others follow exactly
 * in bigint units. The amount received rounds up and the amount sold rounds down, so an order never
 * sells below the price typed.
 */
import { amountFieldText, makeAmount, readAmountField, sanitizeAmountText, type Amount } from '../amount';
import type { PriceFraction } from '../v3';
import { pow10 } from '../amount';
import { priceFieldText, priceOfAmounts, readPriceField, sanitizePriceText } from './price';

/** The precisions of the pair: what is sold (input) and what is asked (output). */
export interface LimitPrecisions {
  readonly input: number;
  readonly output: number;
}

/** The form's texts as typed or followed. */
export interface LimitFormTexts {
  readonly sell: string;
  readonly price: string;
  readonly receive: string;
}

export const EMPTY_LIMIT_FORM: LimitFormTexts = { sell: '', price: '', receive: '' };

/** Output units for `sellUnits` at `price`: ⌈sell × price⌉ at the output's precision. */
export function receiveForSell(sellUnits: bigint, price: PriceFraction, p: LimitPrecisions): bigint {
  const numerator = sellUnits * price.numerator * pow10(p.output);
  const denominator = price.denominator * pow10(p.input);
  return (numerator + denominator - 1n) / denominator;
}

/** Input units that `receiveUnits` asks for at `price`: ⌊receive / price⌋ at the input's precision. */
export function sellForReceive(receiveUnits: bigint, price: PriceFraction, p: LimitPrecisions): bigint {
  return (receiveUnits * price.denominator * pow10(p.input)) / (price.numerator * pow10(p.output));
}

const positive = (amount: Amount | null): amount is Amount => amount !== null && amount.units > 0n;
const text = (units: bigint, precision: number) => amountFieldText(makeAmount(units, precision));

/** The amount sold was typed: the amount received follows the price (or the price the amounts, without one). */
export function editSell(form: LimitFormTexts, typed: string, p: LimitPrecisions): LimitFormTexts {
  const sell = sanitizeAmountText(typed, p.input);
  const amount = readAmountField(sell, p.input).amount;
  // Nothing sold asks for nothing: the amount received empties with it.
  if (!positive(amount)) return { ...form, sell, receive: '' };
  const { price } = readPriceField(form.price);
  if (price !== null) return { ...form, sell, receive: text(receiveForSell(amount.units, price, p), p.output) };
  const receive = readAmountField(form.receive, p.output).amount;
  if (positive(receive)) return { sell, receive: form.receive, price: priceFieldText(priceOfAmounts(amount.units, receive.units, p.input, p.output)) };
  return { ...form, sell };
}

/** The price was typed: the amount received follows the amount sold (or the amount sold the amount received). */
export function editPrice(form: LimitFormTexts, typed: string, p: LimitPrecisions): LimitFormTexts {
  const next = { ...form, price: sanitizePriceText(typed) };
  const { price } = readPriceField(next.price);
  if (price === null) return next;
  const sell = readAmountField(form.sell, p.input).amount;
  if (positive(sell)) return { ...next, receive: text(receiveForSell(sell.units, price, p), p.output) };
  const receive = readAmountField(form.receive, p.output).amount;
  if (positive(receive)) return { ...next, sell: text(sellForReceive(receive.units, price, p), p.input) };
  return next;
}

/** The amount received was typed: the price follows the amount sold (or the amount sold the price, without one). */
export function editReceive(form: LimitFormTexts, typed: string, p: LimitPrecisions): LimitFormTexts {
  const receive = sanitizeAmountText(typed, p.output);
  const amount = readAmountField(receive, p.output).amount;
  const sell = readAmountField(form.sell, p.input).amount;
  if (positive(amount) && positive(sell)) return { ...form, receive, price: priceFieldText(priceOfAmounts(sell.units, amount.units, p.input, p.output)) };
  const { price } = readPriceField(form.price);
  if (positive(amount) && price !== null) return { ...form, receive, sell: text(sellForReceive(amount.units, price, p), p.input) };
  return { ...form, receive };
}

/** The sell amount was set exactly (percent buttons): as if typed. */
export function setSellAmount(form: LimitFormTexts, amount: Amount, p: LimitPrecisions): LimitFormTexts {
  return editSell(form, amountFieldText(amount), p);
}
