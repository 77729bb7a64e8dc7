/** `cancelbuy` / `cancelsell` {executor, market_id, order_id} of `alcordexmain` (NOTES "Alcor order book"). */
import { isAccountName } from '../../domain';
import { parseUint64 } from '../../orderbook/uint';
import type { BookSide } from './pricing';

/** The order-book contract account (SPEC §9 source alcormarket). */
export const ORDERBOOK_CONTRACT = 'alcordexmain';

/** A cancel request: the owner cancels one of its orders. */
export interface CancelOrder {
  readonly side: BookSide;
  readonly executor: string;
  readonly marketId: bigint;
  readonly orderId: bigint;
}

/** The action a cancel is sent as, data in ABI JSON (uint64 as decimal strings). */
export interface CancelAction {
  readonly account: string;
  readonly name: 'cancelbuy' | 'cancelsell';
  readonly data: { readonly executor: string; readonly market_id: string; readonly order_id: string };
}

/** Builds the cancel action. Throws RangeError for a bad account or an id outside uint64. */
export function encodeCancelOrder(cancel: CancelOrder, contract: string = ORDERBOOK_CONTRACT): CancelAction {
  if (!isAccountName(cancel.executor)) throw new RangeError(`"${cancel.executor}" is not an account name`);
  for (const id of [cancel.marketId, cancel.orderId]) if (parseUint64(id) === null) throw new RangeError(`${id} is not a uint64`);
  return {
    account: contract,
    name: cancel.side === 'buy' ? 'cancelbuy' : 'cancelsell',
    data: { executor: cancel.executor, market_id: cancel.marketId.toString(), order_id: cancel.orderId.toString() },
  };
}

/** Reads a cancel action's name and JSON data (numbers or decimal strings); null when malformed. */
export function decodeCancelOrder(name: string, data: unknown): CancelOrder | null {
  if (name !== 'cancelbuy' && name !== 'cancelsell') return null;
  if (typeof data !== 'object' || data === null) return null;
  const { executor, market_id: marketRaw, order_id: orderRaw } = data as Record<string, unknown>;
  const marketId = parseUint64(marketRaw);
  const orderId = parseUint64(orderRaw);
  if (typeof executor !== 'string' || !isAccountName(executor) || marketId === null || orderId === null) return null;
  return { side: name === 'cancelbuy' ? 'buy' : 'sell', executor, marketId, orderId };
}
