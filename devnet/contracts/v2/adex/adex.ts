/**
 * Adex's constant-product pools on `swap.adex`, which also issues the LP tokens (symbol = the
 * pool's code). Memos and action data: src/core/actions/v2/adex.ts; tables and logs: devnet/CONTRACTS.md.
 */
import { decodeAdexMemo } from '../../../../src/core/actions/v2';
import { FEE_DENOMINATOR } from '../../../../src/core/v2';
import { isValidSymbolCode } from '../../../chain/core/asset';
import { defineContract, type ActionContext } from '../../../chain/exec/framework';
import { depositsTable } from '../shared/deposits';
import { addToPool, burnFromPool, swapInPool } from '../shared/engine';
import { receiveTransfers } from '../shared/incoming';
import { logHandlers, sendLog } from '../shared/logs';
import { burnLedgerLp, createLedgerLp, ledgerActions, LEDGER_TABLE_DEFS, ledgerSupply, mintLedgerLp } from '../shared/lpLedger';
import { belowMinimumLiquidity, FEE_RANGE, PAIR_EXISTS, SAME_TOKENS } from '../shared/messages';
import { lpAsset, requireSide, samePair, type PoolState } from '../shared/pool';
import { assetOf, requireExistingToken, sameExt, type ExtSym } from '../shared/tokens';
import { ADEX_ABI } from './abi';
import { adexPoolsTable, type AdexPoolRow } from './tables';

const pools = (ctx: ActionContext) => ctx.table(adexPoolsTable, ctx.self);

function poolOf(ctx: ActionContext, row: AdexPoolRow): PoolState {
  const token0 = { sym: row.base_token.quantity.symbol, contract: row.base_token.contract };
  const token1 = { sym: row.quote_token.quantity.symbol, contract: row.quote_token.contract };
  const fee = row.pool_fee + row.platform_fee;
  return {
    id: row.id,
    name: String(row.id),
    token0,
    token1,
    reserve0: row.base_token.quantity.amount,
    reserve1: row.quote_token.quantity.amount,
    supply: ledgerSupply(ctx, row.code),
    lpCode: row.code,
    fee,
  };
}

function getPool(ctx: ActionContext, id: bigint | number): AdexPoolRow {
  return pools(ctx).get(BigInt(id), `pool ${id} does not exist`);
}

function savePool(ctx: ActionContext, row: AdexPoolRow, pool: PoolState): void {
  const base_token = { ...row.base_token, quantity: assetOf(pool.token0, pool.reserve0) };
  const quote_token = { ...row.quote_token, quantity: assetOf(pool.token1, pool.reserve1) };
  pools(ctx).modify(row, null, { ...row, base_token, quote_token });
}

function newpool(ctx: ActionContext, { code, base, quote, pool_fee }: { code: string; base: ExtSym; quote: ExtSym; pool_fee: number }): void {
  ctx.requireAuth(ctx.self);
  ctx.check(isValidSymbolCode(code), `invalid pool code ${code}`);
  ctx.check(!sameExt(base, quote), SAME_TOKENS);
  ctx.check(pool_fee < Number(FEE_DENOMINATOR), FEE_RANGE);
  requireExistingToken(ctx, base);
  requireExistingToken(ctx, quote);
  for (const row of pools(ctx).rows()) ctx.check(row.code !== code && !samePair(poolOf(ctx, row), base, quote), PAIR_EXISTS);
  createLedgerLp(ctx, code);
  const next = pools(ctx).availablePrimaryKey();
  const id = next === 0n ? 1n : next;
  const empty = (token: ExtSym) => ({ quantity: assetOf(token, 0n), contract: token.contract });
  pools(ctx).insert(ctx.self, { id, code, base_token: empty(base), quote_token: empty(quote), pool_fee, platform_fee: 0 });
  sendLog(ctx, 'logpool', { pool_id: id, token0: base, token1: quote, fee: pool_fee, creator: ctx.self });
}

function addliquidity(ctx: ActionContext, { owner, pool_id, min_liquidity }: { owner: string; pool_id: bigint; min_liquidity: bigint }): void {
  ctx.requireAuth(owner);
  const row = getPool(ctx, pool_id);
  const added = addToPool(ctx, poolOf(ctx, row), owner);
  ctx.check(added.liquidity >= min_liquidity, belowMinimumLiquidity(lpAsset(added.pool, added.liquidity), lpAsset(added.pool, min_liquidity)));
  savePool(ctx, row, added.pool);
  mintLedgerLp(ctx, owner, row.code, added.liquidity);
}

function remliquidity(ctx: ActionContext, { owner, pool_id, liquidity }: { owner: string; pool_id: bigint; liquidity: bigint }): void {
  ctx.requireAuth(owner);
  const row = getPool(ctx, pool_id);
  const removed = burnFromPool(ctx, poolOf(ctx, row), owner, liquidity, 'Adex: remove liquidity');
  burnLedgerLp(ctx, owner, row.code, liquidity);
  savePool(ctx, row, removed.pool);
}

const received = receiveTransfers({
  venue: 'Adex',
  decode: decodeAdexMemo,
  requireListed: (ctx, { poolId }, token) => requireSide(ctx, poolOf(ctx, getPool(ctx, poolId)), token),
  swap: (ctx, { poolId, minOutRaw }, trader, token, amount) => {
    const row = getPool(ctx, poolId);
    const hop = swapInPool(ctx, poolOf(ctx, row), token, amount, trader);
    savePool(ctx, row, hop.pool);
    return { token: hop.tokenOut, amount: hop.amountOut, minOutRaw };
  },
});

/** The Adex contract (deploy on `swap.adex`). */
export const adexContract = defineContract({
  id: 'v2.adex',
  abi: ADEX_ABI,
  tables: [adexPoolsTable, ...LEDGER_TABLE_DEFS, depositsTable],
  actions: { newpool, addliquidity, remliquidity, ...ledgerActions, ...logHandlers },
  notifications: { '*::transfer': received },
});
