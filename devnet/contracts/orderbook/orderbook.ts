/** The order-book market `alcordexmain` (source alcormarket): see devnet/CONTRACTS.md "alcordexmain". */
import type { ActionContext } from '../../chain/exec/framework';
import { defineContract } from '../../chain/exec/framework';
import { ORDERBOOK_ABI } from './abi';
import { newmarket, setfrozen } from './admin';
import { cancelOrder } from './cancel';
import { onTransfer } from './place';
import { buyOrderTable, marketsTable, sellOrderTable, sequencesTable } from './tables';

/** Log actions carry facts for the indexer only; the contract alone may send them. */
const logAction = (ctx: ActionContext): void => ctx.requireAuth(ctx.self);

/** The order-book contract (deploy on `alcordexmain`, with `alcordexmain@eosio.code` in its active permission). */
export const orderBookContract = defineContract({
  id: 'waxwing.alcordexmain',
  abi: ORDERBOOK_ABI,
  tables: [marketsTable, buyOrderTable, sellOrderTable, sequencesTable],
  actions: {
    cancelbuy: cancelOrder('buy'),
    cancelsell: cancelOrder('sell'),
    newmarket,
    setfrozen,
    sellmatch: logAction,
    buymatch: logAction,
    logorder: logAction,
    logpool: logAction,
  },
  notifications: { '*::transfer': onTransfer },
});
