/**
 * Whether the form makes an order, and which: the bid (what is sold) and the ask (what it asks),
 * exactly as the deposit-and-create transfer carries them (SPEC §5 "Order placing", §7).
 */
import { compareAmounts, readAmountField, type Amount, type ExtendedAssetParts } from '../amount';
import { limitUnitPrice } from '../actions/limit';
import { feeOf } from '../actions/orderbook';
import type { Token } from '../domain';
import { readPriceField } from './price';
import type { LimitFormTexts } from './amounts';

/** SPEC §8 "Order with zero amount". */
export const ZERO_ORDER = { title: 'Order failed', text: 'Quantity must be positive' } as const;

/** A field a refusal points at. */
export type LimitField = 'sell' | 'price' | 'receive';

/** An order ready to send, or why not. */
export type LimitDraft =
  | { readonly ok: true; readonly bid: ExtendedAssetParts; readonly ask: ExtendedAssetParts; readonly unitPrice: bigint }
  | { readonly ok: false; readonly field: LimitField | null; readonly reason: string };

const asset = (token: Token, amount: Amount): ExtendedAssetParts => ({ amount, ticker: token.ticker, contract: token.contract });

/** The order the form describes for selling `input` for `output`; the balance (null when unknown) caps the amount sold. */
export function limitDraft(form: LimitFormTexts, input: Token, output: Token, balance: Amount | null): LimitDraft {
  const sell = readAmountField(form.sell, input.precision);
  if (sell.error) return { ok: false, field: 'sell', reason: sell.error };
  const price = readPriceField(form.price);
  if (price.error) return { ok: false, field: 'price', reason: price.error };
  const receive = readAmountField(form.receive, output.precision);
  if (receive.error) return { ok: false, field: 'receive', reason: receive.error };
  if (sell.amount === null || sell.amount.units <= 0n) return { ok: false, field: 'sell', reason: ZERO_ORDER.text };
  if (receive.amount === null || receive.amount.units <= 0n) return { ok: false, field: 'receive', reason: ZERO_ORDER.text };
  if (balance !== null && compareAmounts(sell.amount, balance) > 0) return { ok: false, field: 'sell', reason: `Insufficient ${input.ticker} balance` };
  return {
    ok: true,
    bid: asset(input, sell.amount),
    ask: asset(output, receive.amount),
    unitPrice: limitUnitPrice(sell.amount.units, receive.amount.units, input.precision, output.precision),
  };
}

/** What the owner is paid for `askUnits` once filled: the ask less the maker fee ⌈ask × fee / 10000⌉ (the contract's rule). */
export function netOfMakerFee(askUnits: bigint, makerFeeBps: number): bigint {
  return askUnits - feeOf(askUnits, makerFeeBps);
}
