/**
 * LP tokens on a separate eosio.token contract (`lptoken.box`, `lp.nefty`, `lp.waxwing`): the swap
 * contract is the issuer, and the LP contract's active permission includes `<swap>@eosio.code` so
 * the swap contract can create each pool's LP symbol.
 */
import { MAX_ASSET_AMOUNT, type AssetValue } from '../../../chain/core/asset';
import type { ActionContext } from '../../../chain/exec/framework';
import { LP_PRECISION } from '../../../../src/core/actions/v2';

const asSelf = (ctx: ActionContext) => [{ actor: ctx.self, permission: 'active' }];

/** Creates a pool's LP symbol (precision 0, the largest supply), issued by the swap contract. */
export function createExternalLp(ctx: ActionContext, lpContract: string, code: string): void {
  const maximum_supply = { amount: MAX_ASSET_AMOUNT, symbol: { precision: LP_PRECISION, code } };
  ctx.sendInline({
    account: lpContract,
    name: 'create',
    authorization: [{ actor: lpContract, permission: 'active' }],
    data: { issuer: ctx.self, maximum_supply },
  });
}

/** Issues LP tokens to the swap contract and passes them on to `to`. */
export function issueExternalLp(ctx: ActionContext, lpContract: string, to: string, quantity: AssetValue, memo: string): void {
  ctx.sendInline({ account: lpContract, name: 'issue', authorization: asSelf(ctx), data: { to: ctx.self, quantity, memo } });
  ctx.sendInline({ account: lpContract, name: 'transfer', authorization: asSelf(ctx), data: { from: ctx.self, to, quantity, memo } });
}

/** Retires LP tokens the swap contract received back. */
export function retireExternalLp(ctx: ActionContext, lpContract: string, quantity: AssetValue, memo: string): void {
  ctx.sendInline({ account: lpContract, name: 'retire', authorization: asSelf(ctx), data: { quantity, memo } });
}
