/** Placing an order on `alcordexmain`: a transfer of what the order gives, its memo what it asks. */
import { type ExtendedAssetParts, formatAsset } from '../../amount';
import { isAccountName } from '../../domain';
import { ORDERBOOK_CONTRACT } from './cancel';
import { encodeOrderMemo, type OrderMemo } from './memo';

/** An order to place: who places it, what it gives, and its memo (what it asks). */
export interface PlaceOrder extends OrderMemo {
  readonly owner: string;
  readonly give: ExtendedAssetParts;
}

/** The transfer that places an order, data in ABI JSON. */
export interface PlaceOrderTransfer {
  readonly account: string;
  readonly name: 'transfer';
  readonly data: { readonly from: string; readonly to: string; readonly quantity: string; readonly memo: string };
}

/** Builds the transfer. Throws RangeError for a bad owner, a non-positive give or a bad memo. */
export function encodePlaceOrder(order: PlaceOrder, contract: string = ORDERBOOK_CONTRACT): PlaceOrderTransfer {
  if (!isAccountName(order.owner)) throw new RangeError(`"${order.owner}" is not an account name`);
  if (order.give.amount.units <= 0n) throw new RangeError('An order must give a positive amount');
  const memo = encodeOrderMemo({ ask: order.ask });
  return {
    account: order.give.contract,
    name: 'transfer',
    data: { from: order.owner, to: contract, quantity: formatAsset(order.give.amount, order.give.ticker), memo },
  };
}
