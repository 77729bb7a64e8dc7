/** The limit-order contract `calcormining` (SPEC §3 "Limit order", §7): see devnet/CONTRACTS.md "calcormining". */
import type { ActionContext } from '../../chain/exec/framework';
import { defineContract } from '../../chain/exec/framework';
import { LIMIT_ABI } from './abi';
import { openbal, withdraw } from './balances';
import { cancelorders, openorder } from './orders';
import { addtoken, setconfig } from './registry';
import { balancesTable, configTable, ordersTable, tokensTable } from './tables';
import { onTransfer } from './transfer';

/** Log actions carry facts for the indexer only; the contract alone may send them. */
const logAction = (ctx: ActionContext): void => ctx.requireAuth(ctx.self);

/** The limit-order contract (deploy on `calcormining`, with `calcormining@eosio.code` in its active permission). */
export const limitOrderContract = defineContract({
  id: 'waxwing.calcormining',
  abi: LIMIT_ABI,
  tables: [configTable, tokensTable, balancesTable, ordersTable],
  actions: { setconfig, addtoken, openbal, openorder, cancelorders, withdraw, logorderfill: logAction, logorderclose: logAction },
  notifications: { '*::transfer': onTransfer },
});
