/**
 * WaxFusion's WAX → LSWAX path: `stake{user}` opens the staker row, a WAX transfer with memo
 * `stake` credits SWAX 1:1, `liquifyexact` turns SWAX into LSWAX at the growing rate (issued by
 * `token.fusion` through its `minter` permission, which includes `dapp.fusion@eosio.code`).
 */
import { FUSION_PRECISION, FUSION_TOKEN_CONTRACT, lswaxForSwax, waxPerLswaxAt } from '../../../../src/core/actions/v2';
import { addAssets, sameSymbol, subAssets, type AssetValue } from '../../../chain/core/asset';
import { nameToU64 } from '../../../chain/core/name';
import type { ActionContext } from '../../../chain/exec/framework';
import { belowMinimum } from '../shared/messages';
import { formatExt, type ExtSym } from '../shared/tokens';
import { fusionStateTable, stakersTable, type FusionStateRow } from './tables';

/** token.fusion's permission that may issue and move LSWAX for dapp.fusion. */
export const FUSION_MINTER_PERMISSION = 'minter';
/** The tokens of the path. */
export const WAX: ExtSym = { sym: { precision: 8, code: 'WAX' }, contract: 'eosio.token' };
export const LSWAX: ExtSym = { sym: { precision: FUSION_PRECISION, code: 'LSWAX' }, contract: FUSION_TOKEN_CONTRACT };
/** SWAX: staked WAX, kept in the `stakers` table rather than on a token contract. */
export const SWAX_SYMBOL = { precision: FUSION_PRECISION, code: 'SWAX' };
const STATE_KEY = nameToU64('state');

/** The state singleton; aborts before `init`. */
export function fusionState(ctx: ActionContext): FusionStateRow {
  return ctx.table(fusionStateTable, ctx.self).get(STATE_KEY, 'dapp.fusion is not initialised');
}

/** WAX units per LSWAX now. */
export function currentRate(ctx: ActionContext): bigint {
  const state = fusionState(ctx);
  return waxPerLswaxAt({ base: state.rate_base, sinceSec: state.rate_since, growthPerDay: state.growth_per_day }, ctx.timeSec());
}

/** `stake{user}`: opens the user's staker row (the user pays its RAM) so a later transfer can credit it. */
export function stake(ctx: ActionContext, { user }: { user: string }): void {
  ctx.requireAuth(user);
  fusionState(ctx);
  const stakers = ctx.table(stakersTable, ctx.self);
  if (stakers.find(nameToU64(user)) === undefined)
    stakers.insert(user, { wallet: user, swax_balance: { amount: 0n, symbol: SWAX_SYMBOL }, last_update: ctx.timeSec() });
}

/** A WAX transfer with memo `stake`: credits the sender's SWAX. */
export function creditStake(ctx: ActionContext, from: string, token: ExtSym, quantity: AssetValue): void {
  ctx.check(token.contract === WAX.contract && sameSymbol(token.sym, WAX.sym), `only WAX can be staked, not ${formatExt(token)}`);
  const stakers = ctx.table(stakersTable, ctx.self);
  const row = stakers.get(nameToU64(from), `${from} has no staker row: send stake{user} first`);
  const swax = { amount: quantity.amount, symbol: SWAX_SYMBOL };
  stakers.modify(row, null, { ...row, swax_balance: addAssets(row.swax_balance, swax), last_update: ctx.timeSec() });
  const states = ctx.table(fusionStateTable, ctx.self);
  const state = fusionState(ctx);
  states.modify(state, null, { ...state, total_staked: addAssets(state.total_staked, quantity) });
}

/** `liquifyexact{user, quantity, minimum_output}`: SWAX → LSWAX at the current rate, never below the minimum. */
export function liquifyexact(ctx: ActionContext, { user, quantity, minimum_output }: { user: string; quantity: AssetValue; minimum_output: AssetValue }): void {
  ctx.requireAuth(user);
  ctx.check(sameSymbol(quantity.symbol, SWAX_SYMBOL) && quantity.amount > 0n, 'quantity must be a positive amount of 8,SWAX');
  ctx.check(sameSymbol(minimum_output.symbol, LSWAX.sym) && minimum_output.amount >= 0n, 'minimum_output must be an amount of 8,LSWAX');
  const stakers = ctx.table(stakersTable, ctx.self);
  const row = stakers.get(nameToU64(user), `${user} has no staker row: send stake{user} first`);
  ctx.check(row.swax_balance.amount >= quantity.amount, `insufficient SWAX: ${user} has ${row.swax_balance.amount} units, needs ${quantity.amount}`);
  const rate = currentRate(ctx);
  const lswax = { amount: lswaxForSwax(quantity.amount, rate), symbol: LSWAX.sym };
  ctx.check(lswax.amount > 0n, 'output is zero: liquify more SWAX');
  ctx.check(lswax.amount >= minimum_output.amount, belowMinimum(lswax, minimum_output));
  stakers.modify(row, null, { ...row, swax_balance: subAssets(row.swax_balance, quantity), last_update: ctx.timeSec() });
  const state = fusionState(ctx);
  ctx.table(fusionStateTable, ctx.self).modify(state, null, { ...state, total_liquified: addAssets(state.total_liquified, quantity) });
  const minter = [{ actor: FUSION_TOKEN_CONTRACT, permission: FUSION_MINTER_PERMISSION }];
  ctx.sendInline({
    account: FUSION_TOKEN_CONTRACT,
    name: 'issue',
    authorization: minter,
    data: { to: FUSION_TOKEN_CONTRACT, quantity: lswax, memo: 'WaxFusion: liquify' },
  });
  ctx.sendInline({
    account: FUSION_TOKEN_CONTRACT,
    name: 'transfer',
    authorization: minter,
    data: { from: FUSION_TOKEN_CONTRACT, to: user, quantity: lswax, memo: 'WaxFusion: liquify' },
  });
  ctx.sendInline({
    account: ctx.self,
    name: 'logliquify',
    authorization: [{ actor: ctx.self, permission: 'active' }],
    data: { user, swax: quantity, lswax, wax_per_lswax: rate },
  });
}
