/**
 * Defibox's constant-product pools on `swap.box` (LP tokens `BOX…` on `lptoken.box`). Memos and
 * action data: src/core/actions/v2/defibox.ts; tables and logs: devnet/CONTRACTS.md.
 */
import { makeAmount } from '../../../../src/core/amount';
import { decodeDefiboxMemo, defiboxLpCode, defiboxPairIdOfLp, DEFIBOX_LP_CONTRACT, MAX_FOUR_LETTER_NUMBER } from '../../../../src/core/actions/v2';
import { DEFAULT_V2_FEES, spotPrice } from '../../../../src/core/v2';
import type { AssetValue } from '../../../chain/core/asset';
import { defineContract, type ActionContext } from '../../../chain/exec/framework';
import { depositsTable } from '../shared/deposits';
import { addToPool, burnFromPool, swapInPool } from '../shared/engine';
import { receiveTransfers, type SwapOutput } from '../shared/incoming';
import { logHandlers, sendLog } from '../shared/logs';
import { createExternalLp, issueExternalLp, retireExternalLp } from '../shared/lpExternal';
import { PAIR_EXISTS, SAME_TOKENS } from '../shared/messages';
import { lpAsset, requireSide, samePair, type PoolState } from '../shared/pool';
import { assetOf, requireExistingToken, sameExt, type ExtSym } from '../shared/tokens';
import { DEFIBOX_ABI } from './abi';
import { defiboxPairsTable, type DefiboxPairRow, type DefiboxToken } from './tables';

const FEE = DEFAULT_V2_FEES.defibox;
const extOf = (token: DefiboxToken): ExtSym => ({ sym: token.symbol, contract: token.contract });

function poolOf(row: DefiboxPairRow): PoolState {
  return {
    id: row.id,
    name: String(row.id),
    token0: extOf(row.token0),
    token1: extOf(row.token1),
    reserve0: row.reserve0.amount,
    reserve1: row.reserve1.amount,
    supply: row.liquidity_token,
    lpCode: defiboxLpCode(Number(row.id)),
    fee: FEE,
  };
}

/** Display price of `a` in units of `b` (whole tokens); 0 for an empty side. */
function lastPrice(a: AssetValue, b: AssetValue): number {
  return spotPrice(makeAmount(b.amount, b.symbol.precision), makeAmount(a.amount, a.symbol.precision)) ?? 0;
}

function getPair(ctx: ActionContext, id: bigint | number): DefiboxPairRow {
  return ctx.table(defiboxPairsTable, ctx.self).get(BigInt(id), `pair ${id} does not exist`);
}

function savePair(ctx: ActionContext, row: DefiboxPairRow, pool: PoolState): void {
  const reserve0 = assetOf(pool.token0, pool.reserve0);
  const reserve1 = assetOf(pool.token1, pool.reserve1);
  const next = {
    ...row,
    reserve0,
    reserve1,
    liquidity_token: pool.supply,
    price0_last: lastPrice(reserve0, reserve1),
    price1_last: lastPrice(reserve1, reserve0),
    block_time_last: ctx.timeSec(),
  };
  ctx.table(defiboxPairsTable, ctx.self).modify(row, null, next);
}

function createpair(ctx: ActionContext, { creator, token0, token1 }: { creator: string; token0: DefiboxToken; token1: DefiboxToken }): void {
  ctx.requireAuth(creator);
  const [ext0, ext1] = [extOf(token0), extOf(token1)];
  ctx.check(!sameExt(ext0, ext1), SAME_TOKENS);
  requireExistingToken(ctx, ext0);
  requireExistingToken(ctx, ext1);
  const pairs = ctx.table(defiboxPairsTable, ctx.self);
  for (const row of pairs.rows()) ctx.check(!samePair(poolOf(row), ext0, ext1), PAIR_EXISTS);
  const next = pairs.availablePrimaryKey();
  const id = next === 0n ? 1n : next;
  ctx.check(id <= MAX_FOUR_LETTER_NUMBER, 'no LP symbol is left for another pair');
  const row = {
    id,
    token0,
    token1,
    reserve0: assetOf(ext0, 0n),
    reserve1: assetOf(ext1, 0n),
    liquidity_token: 0n,
    price0_last: 0,
    price1_last: 0,
    block_time_last: ctx.timeSec(),
  };
  pairs.insert(creator, row);
  createExternalLp(ctx, DEFIBOX_LP_CONTRACT, defiboxLpCode(Number(id)));
  sendLog(ctx, 'logpool', { pool_id: id, token0: ext0, token1: ext1, fee: FEE, creator });
}

function deposit(ctx: ActionContext, { owner, pair_id }: { owner: string; pair_id: bigint }): void {
  ctx.requireAuth(owner);
  const row = getPair(ctx, pair_id);
  const added = addToPool(ctx, poolOf(row), owner);
  savePair(ctx, row, added.pool);
  issueExternalLp(ctx, DEFIBOX_LP_CONTRACT, owner, lpAsset(added.pool, added.liquidity), 'Defibox: add liquidity');
}

/** A swap through the memo's pairs in order. */
function swap(ctx: ActionContext, trader: string, tokenIn: ExtSym, amountIn: bigint, pairIds: readonly number[], minOutRaw: bigint): SwapOutput {
  let [token, amount] = [tokenIn, amountIn];
  for (const id of pairIds) {
    const row = getPair(ctx, id);
    const hop = swapInPool(ctx, poolOf(row), token, amount, trader);
    savePair(ctx, row, hop.pool);
    [token, amount] = [hop.tokenOut, hop.amountOut];
  }
  return { token, amount, minOutRaw };
}

function removeLiquidity(ctx: ActionContext, owner: string, quantity: AssetValue): void {
  const pairId = defiboxPairIdOfLp(quantity.symbol.code);
  ctx.check(pairId !== null && quantity.symbol.precision === 0, `${quantity.symbol.code} is not a Defibox LP token`);
  const row = getPair(ctx, pairId);
  const removed = burnFromPool(ctx, poolOf(row), owner, quantity.amount, 'Defibox: remove liquidity');
  savePair(ctx, row, removed.pool);
  retireExternalLp(ctx, DEFIBOX_LP_CONTRACT, quantity, 'Defibox: remove liquidity');
}

const received = receiveTransfers({
  venue: 'Defibox',
  lp: { contract: DEFIBOX_LP_CONTRACT, remove: removeLiquidity },
  decode: decodeDefiboxMemo,
  requireListed: (ctx, { pairId }, token) => requireSide(ctx, poolOf(getPair(ctx, pairId)), token),
  swap: (ctx, { pairIds, minOutRaw }, trader, token, amount) => swap(ctx, trader, token, amount, pairIds, minOutRaw),
});

/** The Defibox swap contract (deploy on `swap.box`). */
export const defiboxContract = defineContract({
  id: 'v2.defibox',
  abi: DEFIBOX_ABI,
  tables: [defiboxPairsTable, depositsTable],
  actions: { createpair, deposit, ...logHandlers },
  notifications: { '*::transfer': received },
});
