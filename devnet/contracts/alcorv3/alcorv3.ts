/**
 * Alcor's concentrated-liquidity pools (`swap.alcor`, exchange alcorv2): pools, ticks and positions
 * laid out like the real contract, every price and amount computed by src/core/v3. See devnet/CONTRACTS.md.
 */
import { defineContract, type ActionContext, type AssetValue } from '../../chain';
import { DEPOSIT_MEMO, tryDecodeSwapMemo } from '../../../src/core/actions/alcorv3';
import { ALCOR_V3_ABI } from './abi';
import { creditDeposit, withdraw } from './deposits';
import { addliquid, collect, subliquid } from './liquidity';
import { onLog } from './logs';
import { createpool } from './pools';
import { swapTransfer } from './swap';
import { depositsTable, observationsTable, poolsTable, positionsTable, ticksTable } from './tables';

/** A token transfer as the notification delivers it. */
interface TransferData {
  readonly from: string;
  readonly to: string;
  readonly quantity: AssetValue;
  readonly memo: string;
}

/** Incoming transfers: `deposit` credits the sender, a swap memo swaps; anything else is refused so no tokens are stranded. */
function onTransfer(ctx: ActionContext, { from, to, quantity, memo }: TransferData): void {
  if (to !== ctx.self || from === ctx.self) return;
  if (memo === DEPOSIT_MEMO) {
    creditDeposit(ctx, from, { quantity, contract: ctx.code });
    return;
  }
  const decoded = tryDecodeSwapMemo(memo);
  if (!decoded.ok) ctx.check(false, `invalid memo: ${decoded.reason}`);
  else swapTransfer(ctx, from, quantity, decoded.memo);
}

/** The contract module (id `alcor.v3`), deployed on `swap.alcor`. */
export const alcorV3Contract = defineContract({
  id: 'alcor.v3',
  abi: ALCOR_V3_ABI,
  tables: [poolsTable, ticksTable, positionsTable, observationsTable, depositsTable],
  actions: { createpool, addliquid, subliquid, collect, withdraw, logswap: onLog, logmint: onLog, logburn: onLog, logcollect: onLog, logpool: onLog },
  notifications: { '*::transfer': onTransfer },
});
