/** Transfers to `calcormining`: `deposit`, `order:<ask extended asset>` or `fill:<order id>` (src/core/actions/limit memo). */
import { decodeLimitMemo } from '../../../src/core/actions/limit';
import type { ActionContext } from '../../chain/exec/framework';
import type { TransferData } from '../token/tables';
import { asset } from '../orderbook/effects';
import { adjustBalance } from './balances';
import { fillOrder } from './fill';
import { createOrder } from './orders';
import { requireToken } from './registry';

/** The `*::transfer` notification. */
export function onTransfer(ctx: ActionContext, { from, to, quantity, memo }: TransferData): void {
  if (to !== ctx.self || from === ctx.self) return;
  const decoded = decodeLimitMemo(memo);
  ctx.check(decoded.ok, decoded.ok ? '' : decoded.reason);
  const { memo: parsed } = decoded;
  switch (parsed.kind) {
    case 'deposit':
      requireToken(ctx, ctx.code, quantity.symbol);
      return adjustBalance(ctx, from, ctx.code, quantity);
    case 'order': {
      const { ask } = parsed;
      const askQuantity = asset(ask.amount.units, { precision: ask.amount.precision, code: ask.ticker });
      createOrder(ctx, from, { quantity, contract: ctx.code }, { quantity: askQuantity, contract: ask.contract }, ctx.self);
      return;
    }
    case 'fill':
      return fillOrder(ctx, from, ctx.code, quantity, parsed.orderId);
  }
}
