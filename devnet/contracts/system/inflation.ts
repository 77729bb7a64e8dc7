/** WAX's fill_buckets: inflation minted since the last fill, split between savings, block pay, voters and genesis members. */
import { symbolCodeToU64 } from '../../chain/core/asset';
import type { ActionContext } from '../../chain/exec/framework';
import { statTable } from '../token/tables';
import { getGlobal, setGlobal } from './global';
import { BPAY_ACCOUNT, CORE_SYMBOL, GENESIS_ACCOUNT, SAVING_ACCOUNT, TOKEN_ACCOUNT, VOTERS_ACCOUNT } from './tables';

/** WAX's continuous_rate: 5 % a year, compounded continuously. */
export const CONTINUOUS_RATE = 0.04879;
/** The contract's seconds_per_year (52 weeks) in µs. */
const USECONDS_PER_YEAR = 52 * 7 * 24 * 3600 * 1e6;

/** Units minted for `elapsedUs` of inflation on `supply` units, as the contract's doubles compute them. */
export function inflationFor(supply: bigint, elapsedUs: bigint): bigint {
  return BigInt(Math.trunc((CONTINUOUS_RATE * Number(supply) * Number(elapsedUs)) / USECONDS_PER_YEAR));
}

/** Mints the inflation since `last_pervote_bucket_fill`: a sixth each to voters, block pay and genesis members, the rest to savings. */
export function fillBuckets(ctx: ActionContext): void {
  const supply = ctx.readTable(TOKEN_ACCOUNT, statTable, symbolCodeToU64(CORE_SYMBOL.code)).get(symbolCodeToU64(CORE_SYMBOL.code), 'unable to find key').supply;
  const ct = ctx.timePoint();
  const global = getGlobal(ctx);
  const elapsed = ct - global.last_pervote_bucket_fill;
  if (elapsed <= 0n || global.last_pervote_bucket_fill <= 0n) return;
  const minted = inflationFor(supply.amount, elapsed);
  const toVoters = minted / 6n;
  const toPerBlockPay = toVoters;
  const toGenesis = toVoters;
  const toSavings = minted - (toVoters + toPerBlockPay + toGenesis);
  const asset = (amount: bigint) => ({ amount, symbol: CORE_SYMBOL });
  const self = [{ actor: ctx.self, permission: 'active' }];
  ctx.sendInline({
    account: TOKEN_ACCOUNT,
    name: 'issue',
    authorization: self,
    data: { to: ctx.self, quantity: asset(minted), memo: 'issue tokens for producer pay and savings' },
  });
  const transfer = (to: string, amount: bigint, memo: string) =>
    ctx.sendInline({ account: TOKEN_ACCOUNT, name: 'transfer', authorization: self, data: { from: ctx.self, to, quantity: asset(amount), memo } });
  transfer(SAVING_ACCOUNT, toSavings, 'unallocated inflation');
  transfer(VOTERS_ACCOUNT, toVoters, 'fund voters bucket');
  transfer(BPAY_ACCOUNT, toPerBlockPay, 'fund voters bucket');
  transfer(GENESIS_ACCOUNT, toGenesis, 'fund voters bucket');
  setGlobal(ctx, {
    ...global,
    perblock_bucket: global.perblock_bucket + toPerBlockPay,
    voters_bucket: global.voters_bucket + toVoters,
    last_pervote_bucket_fill: ct,
  });
}
