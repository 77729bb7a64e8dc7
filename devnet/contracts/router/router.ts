/** The WaxOnEdge-style router `swap.we`: see devnet/CONTRACTS.md "swap.we". */
import { defineContract, type ActionContext } from '../../chain';
import { ROUTER_ABI } from './abi';
import { hop, settle } from './settle';
import { onTransfer } from './swap';
import { swapsTable } from './tables';

/** madeonwoe{}: the no-op wallets sign before a route's transfers (NOTES "WaxOnEdge router"). */
function madeonwoe(): void {}

/** Logs carry facts for the indexer only: the router alone may send them. */
const logroute = (ctx: ActionContext): void => ctx.requireAuth(ctx.self);

/** The router contract (id `waxwing.swap.we`), deployed on `swap.we` with `swap.we@eosio.code` in its active permission. */
export const routerContract = defineContract({
  id: 'waxwing.swap.we',
  abi: ROUTER_ABI,
  tables: [swapsTable],
  actions: { madeonwoe, hop, settle, logroute },
  notifications: { '*::transfer': onTransfer },
});
