/** Staking: delegatebw, undelegatebw and refund, following WAX's changebw. */
import { addAssets, compareAssets, subAssets, type AssetValue } from '../../chain/core/asset';
import { nameToU64 } from '../../chain/core/name';
import type { ActionContext } from '../../chain/exec/framework';
import { getGlobal } from './global';
import {
  CORE_SYMBOL,
  MIN_ACTIVATED_STAKE,
  RAM_GIFT_BYTES,
  STAKE_ACCOUNT,
  TOKEN_ACCOUNT,
  delegatedBandwidthTable,
  refundsTable,
  userResourcesTable,
} from './tables';
import { updateVotingPower } from './voting';

const zero = (): AssetValue => ({ amount: 0n, symbol: CORE_SYMBOL });
const negate = (a: AssetValue): AssetValue => ({ amount: -a.amount, symbol: a.symbol });
const abs = (v: bigint): bigint => (v < 0n ? -v : v);

function transferStake(ctx: ActionContext, from: string, to: string, quantity: AssetValue, memo: string): void {
  ctx.sendInline({ account: TOKEN_ACCOUNT, name: 'transfer', authorization: [{ actor: from, permission: 'active' }], data: { from, to, quantity, memo } });
}

function changebw(ctx: ActionContext, fromArg: string, receiver: string, netDelta: AssetValue, cpuDelta: AssetValue, transfer: boolean): void {
  ctx.requireAuth(fromArg);
  ctx.check(netDelta.amount !== 0n || cpuDelta.amount !== 0n, 'should stake non-zero amount');
  const sum = addAssets(netDelta, cpuDelta).amount;
  ctx.check(
    abs(sum) >= (abs(netDelta.amount) > abs(cpuDelta.amount) ? abs(netDelta.amount) : abs(cpuDelta.amount)),
    'net and cpu deltas cannot be opposite signs',
  );
  ctx.check(ctx.isAccount(receiver), 'receiver account does not exist');
  const sourceStakeFrom = fromArg;
  const from = transfer ? receiver : fromArg;

  const delband = ctx.table(delegatedBandwidthTable, from);
  const delbandRow = delband.find(nameToU64(receiver));
  const nextDel = delbandRow
    ? { ...delbandRow, net_weight: addAssets(delbandRow.net_weight, netDelta), cpu_weight: addAssets(delbandRow.cpu_weight, cpuDelta) }
    : { from, to: receiver, net_weight: netDelta, cpu_weight: cpuDelta };
  ctx.check(nextDel.net_weight.amount >= 0n, 'insufficient staked net bandwidth');
  ctx.check(nextDel.cpu_weight.amount >= 0n, 'insufficient staked cpu bandwidth');
  if (delbandRow) {
    if (nextDel.net_weight.amount === 0n && nextDel.cpu_weight.amount === 0n) delband.erase(delbandRow);
    else delband.modify(delbandRow, null, nextDel);
  } else if (nextDel.net_weight.amount !== 0n || nextDel.cpu_weight.amount !== 0n) delband.insert(from, nextDel);

  const totals = ctx.table(userResourcesTable, receiver);
  const totRow = totals.find(nameToU64(receiver));
  const nextTot = totRow
    ? { ...totRow, net_weight: addAssets(totRow.net_weight, netDelta), cpu_weight: addAssets(totRow.cpu_weight, cpuDelta) }
    : { owner: receiver, net_weight: netDelta, cpu_weight: cpuDelta, ram_bytes: 0n };
  ctx.check(nextTot.net_weight.amount >= 0n, 'insufficient staked total net bandwidth');
  ctx.check(nextTot.cpu_weight.amount >= 0n, 'insufficient staked total cpu bandwidth');
  if (totRow) totals.modify(totRow, from === receiver ? from : null, nextTot);
  else totals.insert(from, nextTot);
  const current = ctx.native.account(receiver);
  const ramBytes = nextTot.ram_bytes + RAM_GIFT_BYTES > (current?.ramQuota ?? 0n) ? nextTot.ram_bytes + RAM_GIFT_BYTES : (current?.ramQuota ?? 0n);
  ctx.native.setResourceLimits(receiver, ramBytes, nextTot.net_weight.amount, nextTot.cpu_weight.amount);

  if (STAKE_ACCOUNT !== sourceStakeFrom) {
    let netBalance = netDelta;
    let cpuBalance = cpuDelta;
    const isUndelegating = netBalance.amount + cpuBalance.amount < 0n;
    const isDelegatingToSelf = !transfer && from === receiver;
    if (isDelegatingToSelf || isUndelegating) {
      const refunds = ctx.table(refundsTable, from);
      const req = refunds.find(nameToU64(from));
      if (req) {
        let netAmount = subAssets(req.net_amount, netBalance);
        let cpuAmount = subAssets(req.cpu_amount, cpuBalance);
        if (netAmount.amount < 0n) {
          netBalance = negate(netAmount);
          netAmount = zero();
        } else netBalance = zero();
        if (cpuAmount.amount < 0n) {
          cpuBalance = negate(cpuAmount);
          cpuAmount = zero();
        } else cpuBalance = zero();
        const requestTime = netDelta.amount < 0n || cpuDelta.amount < 0n ? ctx.timeSec() : req.request_time;
        if (netAmount.amount === 0n && cpuAmount.amount === 0n) refunds.erase(req);
        else refunds.modify(req, null, { ...req, request_time: requestTime, net_amount: netAmount, cpu_amount: cpuAmount });
      } else if (netBalance.amount < 0n || cpuBalance.amount < 0n) {
        const netAmount = netBalance.amount < 0n ? negate(netBalance) : zero();
        const cpuAmount = cpuBalance.amount < 0n ? negate(cpuBalance) : zero();
        if (netBalance.amount < 0n) netBalance = zero();
        if (cpuBalance.amount < 0n) cpuBalance = zero();
        refunds.insert(from, { owner: from, request_time: ctx.timeSec(), net_amount: netAmount, cpu_amount: cpuAmount });
      }
    }
    const transferAmount = addAssets(netBalance, cpuBalance);
    if (transferAmount.amount > 0n) transferStake(ctx, sourceStakeFrom, STAKE_ACCOUNT, transferAmount, 'stake bandwidth');
  }
  updateVotingPower(ctx, from, addAssets(netDelta, cpuDelta));
}

interface DelegateData {
  readonly from: string;
  readonly receiver: string;
  readonly stake_net_quantity: AssetValue;
  readonly stake_cpu_quantity: AssetValue;
  readonly transfer: boolean;
}

/** delegatebw: stakes WAX for NET and CPU (to self or another account). */
export function delegatebw(ctx: ActionContext, d: DelegateData): void {
  ctx.check(compareAssets(d.stake_cpu_quantity, zero()) >= 0, 'must stake a positive amount');
  ctx.check(compareAssets(d.stake_net_quantity, zero()) >= 0, 'must stake a positive amount');
  ctx.check(d.stake_net_quantity.amount + d.stake_cpu_quantity.amount > 0n, 'must stake a positive amount');
  ctx.check(!d.transfer || d.from !== d.receiver, 'cannot use transfer flag if delegating to self');
  changebw(ctx, d.from, d.receiver, d.stake_net_quantity, d.stake_cpu_quantity, d.transfer);
}

interface UndelegateData {
  readonly from: string;
  readonly receiver: string;
  readonly unstake_net_quantity: AssetValue;
  readonly unstake_cpu_quantity: AssetValue;
}

/** undelegatebw: unstakes into a refund request, claimable after the refund delay. */
export function undelegatebw(ctx: ActionContext, d: UndelegateData): void {
  ctx.check(compareAssets(d.unstake_cpu_quantity, zero()) >= 0, 'must unstake a positive amount');
  ctx.check(compareAssets(d.unstake_net_quantity, zero()) >= 0, 'must unstake a positive amount');
  ctx.check(d.unstake_cpu_quantity.amount + d.unstake_net_quantity.amount > 0n, 'must unstake a positive amount');
  ctx.check(
    getGlobal(ctx).total_activated_stake >= MIN_ACTIVATED_STAKE,
    'cannot undelegate bandwidth until the chain is activated (at least 15% of all tokens participate in voting)',
  );
  changebw(ctx, d.from, d.receiver, negate(d.unstake_net_quantity), negate(d.unstake_cpu_quantity), false);
}

/** refund: pays a matured refund request back from eosio.stake. */
export function refund(ctx: ActionContext, { owner }: { owner: string }, refundDelaySec: number): void {
  ctx.requireAuth(owner);
  const refunds = ctx.table(refundsTable, owner);
  const req = refunds.find(nameToU64(owner));
  ctx.check(req !== undefined, 'refund request not found');
  ctx.check(req.request_time + refundDelaySec <= ctx.timeSec(), 'refund is not available yet');
  transferStake(ctx, STAKE_ACCOUNT, req.owner, addAssets(req.net_amount, req.cpu_amount), 'unstake');
  refunds.erase(req);
}
