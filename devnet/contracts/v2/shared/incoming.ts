/** The `*::transfer` notification filter every v2 contract applies before reading the memo. */
import type { ActionContext, ActionHandler } from '../../../chain/contracts/framework';
import type { TransferData } from '../../../chain/contracts/token/tables';
import type { ExtSym } from './tokens';

/** A handler of a transfer the contract received: `token` is the transferred token (contract = the notifying code). */
export type IncomingTransfer = (ctx: ActionContext, transfer: TransferData, token: ExtSym) => void;

/** Wraps a handler so it sees only transfers TO the contract from someone else. */
export function onIncomingTransfer(handler: IncomingTransfer): ActionHandler<TransferData> {
  return (ctx, transfer) => {
    // The contract's own payouts notify it too (it is `from`): they are neither trades nor deposits.
    if (transfer.to !== ctx.self || transfer.from === ctx.self) return;
    handler(ctx, transfer, { sym: transfer.quantity.symbol, contract: ctx.code });
  };
}
