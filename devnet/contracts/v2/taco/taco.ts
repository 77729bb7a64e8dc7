/**
 * TacoSwap's constant-product pools on `swap.taco`, which also issues the LP tokens (symbol = the
 * pair id). Memos and action data: src/core/actions/v2/taco.ts; tables and logs: devnet/CONTRACTS.md.
 */
import { decodeTacoMemo } from '../../../../src/core/actions/v2';
import { DEFAULT_V2_FEES } from '../../../../src/core/v2';
import { isValidSymbolCode, symbolCodeToU64, type AssetValue } from '../../../chain/core/asset';
import { defineContract, type ActionContext } from '../../../chain/exec/framework';
import { depositsTable } from '../shared/deposits';
import { addToPool, burnFromPool, swapInPool } from '../shared/engine';
import { receiveTransfers, type SwapOutput } from '../shared/incoming';
import { logHandlers, sendLog } from '../shared/logs';
import { burnLedgerLp, createLedgerLp, ledgerActions, LEDGER_TABLE_DEFS, mintLedgerLp } from '../shared/lpLedger';
import { belowMinimumLiquidity, PAIR_EXISTS, SAME_TOKENS } from '../shared/messages';
import { lpAsset, samePair, sideOf, type PoolState } from '../shared/pool';
import { assetOf, formatExt, requireExistingToken, sameExt, type ExtSym } from '../shared/tokens';
import { TACO_ABI } from './abi';
import { tacoPairsTable, type TacoPairRow } from './tables';

const FEE = DEFAULT_V2_FEES.taco;

function poolOf(row: TacoPairRow): PoolState {
  const token0 = { sym: row.pool1.quantity.symbol, contract: row.pool1.contract };
  const token1 = { sym: row.pool2.quantity.symbol, contract: row.pool2.contract };
  return {
    id: symbolCodeToU64(row.id),
    name: row.id,
    token0,
    token1,
    reserve0: row.pool1.quantity.amount,
    reserve1: row.pool2.quantity.amount,
    supply: row.supply.amount,
    lpCode: row.id,
    fee: FEE,
  };
}

function getPair(ctx: ActionContext, lp: AssetValue): TacoPairRow {
  ctx.check(lp.symbol.precision === 0, `${lp.symbol.code} LP tokens have precision 0`);
  return ctx.table(tacoPairsTable, ctx.self).get(symbolCodeToU64(lp.symbol.code), `pair ${lp.symbol.code} does not exist`);
}

function savePair(ctx: ActionContext, row: TacoPairRow, pool: PoolState): void {
  const next = {
    ...row,
    pool1: { ...row.pool1, quantity: assetOf(pool.token0, pool.reserve0) },
    pool2: { ...row.pool2, quantity: assetOf(pool.token1, pool.reserve1) },
    supply: lpAsset(pool, pool.supply),
  };
  ctx.table(tacoPairsTable, ctx.self).modify(row, null, next);
}

function pairs(ctx: ActionContext): Generator<TacoPairRow> {
  return ctx.table(tacoPairsTable, ctx.self).rows();
}

function newpair(ctx: ActionContext, { id, token1, token2 }: { id: string; token1: ExtSym; token2: ExtSym }): void {
  ctx.requireAuth(ctx.self);
  ctx.check(isValidSymbolCode(id), `invalid pair id ${id}`);
  ctx.check(!sameExt(token1, token2), SAME_TOKENS);
  requireExistingToken(ctx, token1);
  requireExistingToken(ctx, token2);
  for (const row of pairs(ctx)) ctx.check(row.id !== id && !samePair(poolOf(row), token1, token2), PAIR_EXISTS);
  createLedgerLp(ctx, id);
  const row = {
    id,
    pool1: { quantity: assetOf(token1, 0n), contract: token1.contract },
    pool2: { quantity: assetOf(token2, 0n), contract: token2.contract },
    supply: { amount: 0n, symbol: { precision: 0, code: id } },
  };
  ctx.table(tacoPairsTable, ctx.self).insert(ctx.self, row);
  sendLog(ctx, 'logpool', { pool_id: symbolCodeToU64(id), token0: token1, token1: token2, fee: FEE, creator: ctx.self });
}

function addliquidity(ctx: ActionContext, { user, to_buy }: { user: string; to_buy: AssetValue }): void {
  ctx.requireAuth(user);
  const row = getPair(ctx, to_buy);
  ctx.check(to_buy.amount >= 0n, 'to_buy cannot be negative');
  const added = addToPool(ctx, poolOf(row), user);
  ctx.check(added.liquidity >= to_buy.amount, belowMinimumLiquidity(lpAsset(added.pool, added.liquidity), to_buy));
  savePair(ctx, row, added.pool);
  mintLedgerLp(ctx, user, row.id, added.liquidity);
}

function remliquidity(ctx: ActionContext, { user, to_sell }: { user: string; to_sell: AssetValue }): void {
  ctx.requireAuth(user);
  const row = getPair(ctx, to_sell);
  const removed = burnFromPool(ctx, poolOf(row), user, to_sell.amount, 'TacoSwap: remove liquidity');
  burnLedgerLp(ctx, user, row.id, to_sell.amount);
  savePair(ctx, row, removed.pool);
}

/** A swap through the pair of the two tokens (the memo names the output by its minimum). */
function swap(ctx: ActionContext, trader: string, tokenIn: ExtSym, amountIn: bigint, tokenOut: ExtSym, minOutRaw: bigint): SwapOutput {
  let row: TacoPairRow | undefined;
  for (const candidate of pairs(ctx)) if (samePair(poolOf(candidate), tokenIn, tokenOut)) row = candidate;
  ctx.check(row !== undefined, `no pair trades ${formatExt(tokenIn)} for ${formatExt(tokenOut)}`);
  const hop = swapInPool(ctx, poolOf(row), tokenIn, amountIn, trader);
  savePair(ctx, row, hop.pool);
  return { token: hop.tokenOut, amount: hop.amountOut, minOutRaw };
}

/** A deposit memo names no pair: any pair with the token takes it. */
function requireListed(ctx: ActionContext, token: ExtSym): void {
  let listed = false;
  for (const row of pairs(ctx)) listed ||= sideOf(poolOf(row), token) !== undefined;
  ctx.check(listed, `${formatExt(token)} is not in any pair`);
}

const received = receiveTransfers({
  venue: 'TacoSwap',
  decode: decodeTacoMemo,
  requireListed: (ctx, _memo, token) => requireListed(ctx, token),
  swap: (ctx, { minOut }, trader, token, amount) => {
    const tokenOut = { sym: { precision: minOut.amount.precision, code: minOut.ticker }, contract: minOut.contract };
    return swap(ctx, trader, token, amount, tokenOut, minOut.amount.units);
  },
});

/** The TacoSwap contract (deploy on `swap.taco`). */
export const tacoContract = defineContract({
  id: 'v2.taco',
  abi: TACO_ABI,
  tables: [tacoPairsTable, ...LEDGER_TABLE_DEFS, depositsTable],
  actions: { newpair, addliquidity, remliquidity, ...ledgerActions, ...logHandlers },
  notifications: { '*::transfer': received },
});
