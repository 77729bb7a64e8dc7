/**
 * Cancelling the wallet's own open orders in one transaction (SPEC §7): `cancelbuy` / `cancelsell`
 * on the order book per order, and one `cancelorders` of the limit contract for all limit orders.
 */
import { encodeLimitAction } from '../actions/limit';
import { encodeCancelOrder, ORDERBOOK_CONTRACT } from '../actions/orderbook';
import type { WalletOpenOrder } from './orders';

/** An action as the signing list takes it (ABI JSON data). */
export interface CancelOrderAction {
  readonly account: string;
  readonly name: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** The contracts the orders live in (the network's config may rename them). */
export interface OrderContracts {
  readonly orderbook?: string;
  readonly limit: string;
}

/** The actions that cancel `orders`; throws RangeError when one is not `account`'s own, or none is given. */
export function cancelOrderActions(orders: readonly WalletOpenOrder[], account: string, contracts: OrderContracts): CancelOrderAction[] {
  if (orders.length === 0) throw new RangeError('Choose at least one order to cancel');
  const foreign = orders.find((order) => order.account !== account);
  if (foreign !== undefined) throw new RangeError(`Order ${foreign.orderId} belongs to ${foreign.account}, not ${account}`);
  const actions: CancelOrderAction[] = orders
    .filter((order) => order.kind === 'book')
    .map((order) =>
      encodeCancelOrder(
        { side: order.side, executor: account, marketId: BigInt(order.marketId ?? -1), orderId: order.orderId },
        contracts.orderbook ?? ORDERBOOK_CONTRACT,
      ),
    );
  const limitIds = orders.filter((order) => order.kind === 'limit').map((order) => order.orderId);
  if (limitIds.length > 0) actions.push(encodeLimitAction({ name: 'cancelorders', owner: account, orderIds: limitIds }, contracts.limit));
  return actions;
}
