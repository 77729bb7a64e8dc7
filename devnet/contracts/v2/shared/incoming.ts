/**
 * What every v2 contract does with a token it receives: the `*::transfer` filter, LP tokens sent
 * back, and the memo kinds all venues share (ignored, invalid, deposit, swap). A venue says only
 * how it reads its memo and which of its pools a deposit or swap uses.
 */
import type { InvalidMemo } from '../../../../src/core/actions/v2';
import type { AssetValue } from '../../../chain/core/asset';
import type { ActionContext, ActionHandler } from '../../../chain/exec/framework';
import type { TransferData } from '../../token/tables';
import { creditDeposit } from './deposits';
import { requireMinimum } from './engine';
import { payOut, type ExtSym } from './tokens';

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

type MemoOf<M, K extends string> = Extract<M, { readonly kind: K }>;
type SharedKind = 'ignored' | 'invalid' | 'deposit' | 'swap';

/** The last output of a swap's pools and the least the memo accepts, in raw units. */
export interface SwapOutput {
  readonly token: ExtSym;
  readonly amount: bigint;
  readonly minOutRaw: bigint;
}

/** One venue's part in receiving transfers. */
export interface V2Receiver<M extends { readonly kind: string }> {
  /** The venue's name in payout memos ("Defibox: swap"). */
  readonly venue: string;
  /** Where the venue's LP tokens live when another contract issues them: sending them back removes that liquidity. */
  readonly lp?: { readonly contract: string; readonly remove: (ctx: ActionContext, owner: string, quantity: AssetValue) => void };
  /** The venue's memo parser (src/core/actions/v2). */
  readonly decode: (memo: string) => M;
  /** Aborts unless the pool the deposit memo names trades `token`. */
  readonly requireListed: (ctx: ActionContext, memo: MemoOf<M, 'deposit'>, token: ExtSym) => void;
  /** Trades through the memo's pools, saving each. */
  readonly swap: (ctx: ActionContext, memo: MemoOf<M, 'swap'>, trader: string, token: ExtSym, amount: bigint) => SwapOutput;
  /** Memo kinds only this venue has (WaxFusion's stake). */
  readonly other?: (ctx: ActionContext, memo: Exclude<M, { readonly kind: SharedKind }>, transfer: TransferData, token: ExtSym) => void;
}

/** The `*::transfer` notification handler of a v2 contract. */
export function receiveTransfers<M extends { readonly kind: string }>(venue: V2Receiver<M>): ActionHandler<TransferData> {
  return onIncomingTransfer((ctx: ActionContext, transfer: TransferData, token: ExtSym) => {
    const { from, quantity } = transfer;
    if (venue.lp !== undefined && token.contract === venue.lp.contract) return venue.lp.remove(ctx, from, quantity);
    const memo = venue.decode(transfer.memo);
    switch (memo.kind) {
      case 'ignored':
        return;
      case 'invalid':
        ctx.check(false, (memo as MemoOf<M, 'invalid'> & InvalidMemo).reason);
        return;
      case 'deposit':
        venue.requireListed(ctx, memo as MemoOf<M, 'deposit'>, token);
        creditDeposit(ctx, from, token, quantity.amount);
        return;
      case 'swap': {
        const out = venue.swap(ctx, memo as MemoOf<M, 'swap'>, from, token, quantity.amount);
        requireMinimum(ctx, out.token, out.amount, out.minOutRaw);
        payOut(ctx, out.token, from, out.amount, `${venue.venue}: swap`);
        return;
      }
      default:
        venue.other?.(ctx, memo as Exclude<M, { readonly kind: SharedKind }>, transfer, token);
    }
  });
}
