/**
 * NeftyBlocks' constant-product pools on `swap.nefty` (LP tokens on `lp.nefty`, symbol = pair
 * code). Memos and action data: src/core/actions/v2/nefty.ts; tables and logs: devnet/CONTRACTS.md.
 */
import { decodeNeftyMemo, lpLetters, MAX_FOUR_LETTER_NUMBER, NEFTY_LP_CONTRACT } from '../../../../src/core/actions/v2';
import type { Token } from '../../../../src/core/domain';
import { DEFAULT_V2_FEES } from '../../../../src/core/v2';
import { symbolCodeToU64, type AssetValue } from '../../../chain/core/asset';
import { defineContract, type ActionContext } from '../../../chain/exec/framework';
import { depositsTable } from '../shared/deposits';
import { addToPool, burnFromPool, swapInPool } from '../shared/engine';
import { receiveTransfers } from '../shared/incoming';
import { logHandlers, sendLog } from '../shared/logs';
import { createExternalLp, issueExternalLp, retireExternalLp } from '../shared/lpExternal';
import { PAIR_EXISTS, SAME_TOKENS } from '../shared/messages';
import { lpAsset, requireSide, samePair, type PoolState } from '../shared/pool';
import { assetOf, formatExt, requireExistingToken, sameExt, type ExtSym } from '../shared/tokens';
import { NEFTY_ABI } from './abi';
import { neftyPairsTable, type NeftyPairRow } from './tables';

const FEE = DEFAULT_V2_FEES.other;

/** The code the devnet gives the n-th pair (from 1): `NLP` + letters, NLPA, NLPB … NLPZ, NLPAA. */
export function neftyPairCode(n: number): string {
  return `NLP${lpLetters(BigInt(n))}`;
}

function poolOf(row: NeftyPairRow): PoolState {
  const token0 = { sym: row.reserve0.quantity.symbol, contract: row.reserve0.contract };
  const token1 = { sym: row.reserve1.quantity.symbol, contract: row.reserve1.contract };
  return {
    id: symbolCodeToU64(row.code),
    name: row.code,
    token0,
    token1,
    reserve0: row.reserve0.quantity.amount,
    reserve1: row.reserve1.quantity.amount,
    supply: row.total_liquidity.amount,
    lpCode: row.code,
    fee: FEE,
  };
}

const pairs = (ctx: ActionContext) => ctx.table(neftyPairsTable, ctx.self);

function activePair(ctx: ActionContext, code: string): NeftyPairRow {
  const row = pairs(ctx).get(symbolCodeToU64(code), `pair ${code} does not exist`);
  ctx.check(row.active, `pair ${code} is not active`);
  return row;
}

function pairOf(ctx: ActionContext, a: ExtSym, b: ExtSym): NeftyPairRow {
  let found: NeftyPairRow | undefined;
  for (const row of pairs(ctx).rows()) if (samePair(poolOf(row), a, b)) found = row;
  ctx.check(found !== undefined, `no pair of ${formatExt(a)} and ${formatExt(b)}`);
  return activePair(ctx, found.code);
}

const extOfParts = (t: Token): ExtSym => ({ sym: { precision: t.precision, code: t.ticker }, contract: t.contract });

function savePair(ctx: ActionContext, row: NeftyPairRow, pool: PoolState): void {
  const reserve0 = { ...row.reserve0, quantity: assetOf(pool.token0, pool.reserve0) };
  const reserve1 = { ...row.reserve1, quantity: assetOf(pool.token1, pool.reserve1) };
  pairs(ctx).modify(row, null, { ...row, reserve0, reserve1, total_liquidity: lpAsset(pool, pool.supply), updated_time: ctx.timeSec() });
}

function createpair(ctx: ActionContext, { creator, token0, token1 }: { creator: string; token0: ExtSym; token1: ExtSym }): void {
  ctx.requireAuth(creator);
  ctx.check(!sameExt(token0, token1), SAME_TOKENS);
  requireExistingToken(ctx, token0);
  requireExistingToken(ctx, token1);
  for (const row of pairs(ctx).rows()) ctx.check(!samePair(poolOf(row), token0, token1), PAIR_EXISTS);
  const n = pairs(ctx).count() + 1;
  ctx.check(BigInt(n) <= MAX_FOUR_LETTER_NUMBER, 'no LP symbol is left for another pair');
  const code = neftyPairCode(n);
  const now = ctx.timeSec();
  const empty = (token: ExtSym) => ({ quantity: assetOf(token, 0n), contract: token.contract });
  pairs(ctx).insert(creator, {
    code,
    active: true,
    reserve0: empty(token0),
    reserve1: empty(token1),
    total_liquidity: { amount: 0n, symbol: { precision: 0, code } },
    created_time: now,
    updated_time: now,
  });
  createExternalLp(ctx, NEFTY_LP_CONTRACT, code);
  sendLog(ctx, 'logpool', { pool_id: symbolCodeToU64(code), token0, token1, fee: FEE, creator });
}

function addliquidity(ctx: ActionContext, { owner, token0, token1 }: { owner: string; token0: ExtSym; token1: ExtSym }): void {
  ctx.requireAuth(owner);
  const row = pairOf(ctx, token0, token1);
  const added = addToPool(ctx, poolOf(row), owner);
  savePair(ctx, row, added.pool);
  issueExternalLp(ctx, NEFTY_LP_CONTRACT, owner, lpAsset(added.pool, added.liquidity), 'NeftyBlocks: add liquidity');
}

function removeLiquidity(ctx: ActionContext, owner: string, quantity: AssetValue): void {
  const row = pairs(ctx).find(symbolCodeToU64(quantity.symbol.code));
  ctx.check(row !== undefined && quantity.symbol.precision === 0, `${quantity.symbol.code} is not a NeftyBlocks LP token`);
  const removed = burnFromPool(ctx, poolOf(row), owner, quantity.amount, 'NeftyBlocks: remove liquidity');
  savePair(ctx, row, removed.pool);
  retireExternalLp(ctx, NEFTY_LP_CONTRACT, quantity, 'NeftyBlocks: remove liquidity');
}

const received = receiveTransfers({
  venue: 'NeftyBlocks',
  lp: { contract: NEFTY_LP_CONTRACT, remove: removeLiquidity },
  decode: decodeNeftyMemo,
  requireListed: (ctx, { token0, token1 }, token) => requireSide(ctx, poolOf(pairOf(ctx, extOfParts(token0), extOfParts(token1))), token),
  swap: (ctx, { pairCode, minOutRaw }, trader, token, amount) => {
    const row = activePair(ctx, pairCode);
    const hop = swapInPool(ctx, poolOf(row), token, amount, trader);
    savePair(ctx, row, hop.pool);
    return { token: hop.tokenOut, amount: hop.amountOut, minOutRaw };
  },
});

/** The NeftyBlocks swap contract (deploy on `swap.nefty`). */
export const neftyContract = defineContract({
  id: 'v2.nefty',
  abi: NEFTY_ABI,
  tables: [neftyPairsTable, depositsTable],
  actions: { createpair, addliquidity, ...logHandlers },
  notifications: { '*::transfer': received },
});
