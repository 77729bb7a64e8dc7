/**
 * Cancelling the signed-in account's own open orders from the wallet page (SPEC §7 cancelbuy /
 * cancelsell, cancelOrders; §4 Transaction sending): one transaction for all chosen orders, then the
 * open orders are read again.
 */
import { signal } from '@preact/signals-react';
import { cancelOrderActions, type WalletOpenOrder } from '../../core/walletOrders';
import type { SendActionsRequest, SendActionsResult } from '../transactions';

/** The named loader while a cancel is on its way (SPEC §8 area "trade_openorders" is the trade screen's). */
const CANCEL_LOADER = 'wallet_cancel_orders';

export interface OrderCancellerDeps {
  /** The signing account, null when nobody is signed in. */
  account(): string | null;
  limitContract(): string;
  sendActions(request: SendActionsRequest): Promise<SendActionsResult>;
  /** Reads the account's open orders again after the cancel went through. */
  afterCancel(account: string): void | Promise<void>;
  /** Says why nothing was sent. */
  refuse(reason: string): void;
}

/** The order canceller over the given IO (the app's instance is in instance.ts). */
export function createOrderCanceller(deps: OrderCancellerDeps) {
  /** Keys of the orders being cancelled (their buttons wait meanwhile). */
  const cancelling = signal<ReadonlySet<string>>(new Set());

  /** Cancels the orders in one transaction; true when it went through. */
  async function cancelOrders(orders: readonly WalletOpenOrder[]): Promise<boolean> {
    const account = deps.account();
    if (account === null) {
      deps.refuse('Connect the wallet that placed these orders to cancel them');
      return false;
    }
    let actions;
    try {
      actions = cancelOrderActions(orders, account, { limit: deps.limitContract() });
    } catch (error) {
      deps.refuse(error instanceof Error ? error.message : String(error));
      return false;
    }
    const keys = orders.map((order) => order.key);
    cancelling.value = new Set([...cancelling.value, ...keys]);
    try {
      const result = await deps.sendActions({
        actions,
        loaderName: CANCEL_LOADER,
        title: orders.length > 1 ? `Cancel ${orders.length} orders` : 'Cancel order',
        refresh: () => deps.afterCancel(account),
      });
      return result.ok;
    } finally {
      const left = new Set(cancelling.value);
      for (const key of keys) left.delete(key);
      cancelling.value = left;
    }
  }

  return { cancelling, cancelOrders };
}
