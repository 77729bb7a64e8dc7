/** The account's WAX as the Account panel adds it up (display text; the sums are exact). */
import { addAmounts, makeAmount, type Amount } from '../../../core/amount';
import type { AccountSnapshot } from '../../../core/account';
import { CORE_PRECISION } from '../../../core/actions/system';

/** Liquid, staked (by the account: to itself and to others), refunding, and their total. */
export interface WaxTotals {
  readonly liquid: Amount;
  readonly staked: Amount;
  readonly refunding: Amount;
  readonly total: Amount;
}

/** Adds up what the account owns: stake it gave away stays its own (its voter row counts it), as does a pending refund. */
export function waxTotals(account: AccountSnapshot): WaxTotals {
  const staked = account.voter ? makeAmount(account.voter.staked, CORE_PRECISION) : addAmounts(account.selfStake.cpu, account.selfStake.net);
  const refunding = account.refund ? addAmounts(account.refund.cpu, account.refund.net) : makeAmount(0n, CORE_PRECISION);
  return { liquid: account.liquid, staked, refunding, total: addAmounts(addAmounts(account.liquid, staked), refunding) };
}
