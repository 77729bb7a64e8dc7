/** Log actions `swap.alcor` sends to itself, encoded by the shared codecs, and their no-op handlers. */
import type { ActionContext } from '../../chain';
import {
  encodeLogCollect,
  encodeLogLiquidity,
  encodeLogPool,
  encodeLogSwap,
  type LogCollect,
  type LogLiquidity,
  type LogPool,
  type LogSwap,
} from '../../../src/core/actions/alcorv3';

function send(ctx: ActionContext, name: string, data: Record<string, unknown>): void {
  ctx.sendInline({ account: ctx.self, name, authorization: [{ actor: ctx.self, permission: 'active' }], data });
}

/** Sends logswap for one hop. */
export function logSwap(ctx: ActionContext, log: LogSwap): void {
  send(ctx, 'logswap', encodeLogSwap(log));
}

/** Sends logmint or logburn. */
export function logLiquidity(ctx: ActionContext, name: 'logmint' | 'logburn', log: LogLiquidity): void {
  send(ctx, name, encodeLogLiquidity(log));
}

/** Sends logcollect. */
export function logCollect(ctx: ActionContext, log: LogCollect): void {
  send(ctx, 'logcollect', encodeLogCollect(log));
}

/** Sends logpool. */
export function logPool(ctx: ActionContext, log: LogPool): void {
  send(ctx, 'logpool', encodeLogPool(log));
}

/** A log action's handler: only the contract itself may send it; it records nothing. */
export function onLog(ctx: ActionContext): void {
  ctx.requireAuth(ctx.self);
}
