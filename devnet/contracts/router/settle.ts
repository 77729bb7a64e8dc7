/** The continuation actions `hop` and `settle`, which only the router may send (to itself). */
import type { ActionContext, AssetValue } from '../../chain';
import { sendSelf } from './swap';
import { swapsTable, type SwapRow } from './tables';
import { extendedOf, formatExtended } from './tokens';

/** Sends `quantity` of a token from the router. */
function payOut(ctx: ActionContext, contract: string, to: string, quantity: AssetValue, memo: string): void {
  ctx.sendInline({
    account: contract,
    name: 'transfer',
    authorization: [{ actor: ctx.self, permission: 'active' }],
    data: { from: ctx.self, to, quantity, memo },
  });
}

function inFlight(ctx: ActionContext, swapId: bigint): SwapRow {
  ctx.requireAuth(ctx.self);
  return ctx.table(swapsTable, ctx.self).get(swapId, `no swap ${swapId} is in flight`);
}

/** hop{swap_id}: sends what the swap holds to the next hop's venue; the venue's payout arrives as a transfer notification. */
export function hop(ctx: ActionContext, { swap_id }: { swap_id: bigint }): void {
  const row = inFlight(ctx, swap_id);
  const plan = row.hops[row.next_hop];
  ctx.check(plan !== undefined, `swap ${swap_id} has no hop left`);
  const previous = row.hops[row.next_hop - 1];
  ctx.check(row.holding.quantity.amount > 0n, `hop ${row.next_hop} (${previous?.code ?? ''}) paid nothing for its input`);
  payOut(ctx, plan.token_in.contract, plan.venue, row.holding.quantity, plan.memo);
  ctx.table(swapsTable, ctx.self).modify(row, null, { ...row, next_hop: row.next_hop + 1, holding: extendedOf(plan.token_out, 0n) });
}

/** settle{swap_id}: the output must reach the minimum, else the whole transaction aborts; pays the owner and forgets the swap. */
export function settle(ctx: ActionContext, { swap_id }: { swap_id: bigint }): void {
  const row = inFlight(ctx, swap_id);
  ctx.check(row.next_hop === row.hops.length, `swap ${swap_id} still has ${row.hops.length - row.next_hop} hops to go`);
  const received = row.holding.quantity;
  ctx.check(
    received.amount >= row.minimum.quantity.amount && received.amount > 0n,
    `received less than minimum: ${formatExtended(row.holding)}, minimum ${formatExtended(row.minimum)}`,
  );
  const route = row.hops.map((h) => h.code).join('-');
  payOut(ctx, row.holding.contract, row.owner, received, `swap:${route}`);
  for (const leftover of row.leftovers) payOut(ctx, leftover.contract, row.owner, leftover.quantity, `refund:${route}`);
  sendSelf(ctx, 'logroute', { owner: row.owner, token_in: row.token_in, token_out: row.holding, minimum: row.minimum, route });
  ctx.table(swapsTable, ctx.self).erase(row);
}
