/** The inline logs (src/core/actions/v2/logs.ts): sent by the contract to itself for the indexer. */
import type { AssetValue, ExtendedAssetValue } from '../../../chain/core/asset';
import type { ActionContext, ActionHandler } from '../../../chain/exec/framework';
import type { ExtSym } from './tokens';

/** `logswap` data. */
export interface LogSwapData {
  readonly pool_id: bigint;
  readonly sender: string;
  readonly recipient: string;
  readonly token_in: ExtendedAssetValue;
  readonly token_out: ExtendedAssetValue;
  readonly reserve0_after: AssetValue;
  readonly reserve1_after: AssetValue;
  readonly fee: number;
}

/** `logmint` / `logburn` data. */
export interface LogLiquidityData {
  readonly pool_id: bigint;
  readonly owner: string;
  readonly amount0: AssetValue;
  readonly amount1: AssetValue;
  readonly liquidity: AssetValue;
}

/** `logpool` data. */
export interface LogPoolData {
  readonly pool_id: bigint;
  readonly token0: ExtSym;
  readonly token1: ExtSym;
  readonly fee: number;
  readonly creator: string;
}

type LogName = 'logswap' | 'logmint' | 'logburn' | 'logpool';
type LogData<N extends LogName> = N extends 'logswap' ? LogSwapData : N extends 'logpool' ? LogPoolData : LogLiquidityData;

/** Sends a log action to the contract itself (authorization `<self>@active`). */
export function sendLog<N extends LogName>(ctx: ActionContext, name: N, data: LogData<N>): void {
  ctx.sendInline({ account: ctx.self, name, authorization: [{ actor: ctx.self, permission: 'active' }], data });
}

// Only the contract may write its own log: anyone else would forge trades in the indexer.
const requireSelf: ActionHandler<unknown> = (ctx) => ctx.requireAuth(ctx.self);

/** Handlers of the log actions. */
export const logHandlers = { logswap: requireSelf, logmint: requireSelf, logburn: requireSelf, logpool: requireSelf };
