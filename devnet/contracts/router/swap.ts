/**
 * Transfers to `swap.we`: a user's transfer with a route memo starts a swap; while a swap is in flight,
 * the venue of the hop just sent pays into it. Starting a swap records it and queues one `hop` action
 * per hop and a final `settle`: inline actions run in order, each after the previous one's whole
 * subtree (the venue's payout included), so every hop sees what the one before it paid.
 */
import { MAX_ASSET_AMOUNT } from '../../chain/core/asset';
import type { ActionContext, ExtendedAssetValue } from '../../chain';
import type { TransferData } from '../token/tables';
import { decodeSwapMemo } from '../../../src/core/swapRouting';
import { planRoute } from './plan';
import { swapsTable, type SwapRow } from './tables';
import { extendedOf, formatExtended, formatTokenSym, plus, sameTokenSym, tokenOf } from './tokens';

/** Queues an action of the router to itself. */
export function sendSelf(ctx: ActionContext, name: string, data: unknown): void {
  ctx.sendInline({ account: ctx.self, name, authorization: [{ actor: ctx.self, permission: 'active' }], data });
}

function startSwap(ctx: ActionContext, owner: string, received: ExtendedAssetValue, memo: string): void {
  const decoded = decodeSwapMemo(memo);
  ctx.check(decoded.ok, decoded.ok ? '' : `invalid swap memo: ${decoded.reason}`);
  const { minOutUnits } = decoded.memo;
  ctx.check(minOutUnits <= MAX_ASSET_AMOUNT, `invalid swap memo: minimum ${minOutUnits} is more than an asset holds`);
  const hops = planRoute(ctx, tokenOf(received), decoded.memo);
  const last = hops[hops.length - 1]!;
  const table = ctx.table(swapsTable, ctx.self);
  const id = table.availablePrimaryKey();
  table.insert(ctx.self, {
    id,
    owner,
    token_in: received,
    hops,
    next_hop: 0,
    holding: received,
    minimum: extendedOf(last.token_out, minOutUnits),
    leftovers: [],
  });
  for (let i = 0; i < hops.length; i++) sendSelf(ctx, 'hop', { swap_id: id });
  sendSelf(ctx, 'settle', { swap_id: id });
}

/** Adds a returned hop input to the swap's leftovers, one entry per token. */
function withLeftover(leftovers: readonly ExtendedAssetValue[], received: ExtendedAssetValue): ExtendedAssetValue[] {
  const token = tokenOf(received);
  const at = leftovers.findIndex((item) => sameTokenSym(tokenOf(item), token));
  if (at < 0) return [...leftovers, received];
  return leftovers.map((item, i) => (i === at ? { ...item, quantity: plus(item.quantity, received.quantity.amount) } : item));
}

function receivePayout(ctx: ActionContext, row: SwapRow, from: string, received: ExtendedAssetValue): void {
  const hop = row.hops[row.next_hop - 1];
  ctx.check(hop !== undefined && from === hop.venue, `unexpected transfer of ${formatExtended(received)} from ${from} while swap ${row.id} is in flight`);
  const table = ctx.table(swapsTable, ctx.self);
  const token = tokenOf(received);
  if (sameTokenSym(token, hop.token_out)) {
    table.modify(row, null, { ...row, holding: { ...row.holding, quantity: plus(row.holding.quantity, received.quantity.amount) } });
    return;
  }
  ctx.check(
    sameTokenSym(token, hop.token_in),
    `${hop.venue} paid ${formatExtended(received)} for hop ${hop.code}, which pays ${formatTokenSym(hop.token_out)}`,
  );
  table.modify(row, null, { ...row, leftovers: withLeftover(row.leftovers, received) });
}

/** The `*::transfer` notification. */
export function onTransfer(ctx: ActionContext, { from, to, quantity, memo }: TransferData): void {
  // The router's own transfers out notify it too.
  if (to !== ctx.self || from === ctx.self) return;
  const received = { quantity, contract: ctx.code };
  const inFlight = ctx.table(swapsTable, ctx.self).rows().next().value;
  if (inFlight) receivePayout(ctx, inFlight, from, received);
  else startSwap(ctx, from, received, memo);
}
