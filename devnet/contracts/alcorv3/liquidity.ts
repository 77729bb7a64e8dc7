/** addliquid, subliquid and collect: positions minted from deposits, burned and paid out, fees collected. */
import { formatAsset, type ActionContext, type AssetValue } from '../../chain';
import { sameSymbol } from '../../chain/core/asset';
import { getSqrtRatioAtTick, maxLiquidityForAmounts } from '../../../src/core/v3';
import { debitDeposit, payOut } from './deposits';
import { logCollect, logLiquidity } from './logs';
import { findPosition, modifyPosition, type PositionOutcome } from './position';
import { activePool, checkDeadline, savePool, withReserves } from './pools';
import { assetParts, withAmount } from './state';
import { positionsTable, type PoolRow, type PositionRow } from './tables';
import { checkRange } from './ticks';

interface RangeArgs {
  readonly poolId: bigint;
  readonly owner: string;
  readonly tickLower: number;
  readonly tickUpper: number;
}

/** addliquid's data as the chain decodes it. */
export interface AddLiquidArgs extends RangeArgs {
  readonly tokenADesired: AssetValue;
  readonly tokenBDesired: AssetValue;
  readonly tokenAMin: AssetValue;
  readonly tokenBMin: AssetValue;
  readonly deadline: number;
}

/** subliquid's data as the chain decodes it. */
export interface SubLiquidArgs extends RangeArgs {
  readonly liquidity: bigint;
  readonly tokenAMin: AssetValue;
  readonly tokenBMin: AssetValue;
  readonly deadline: number;
}

/** collect's data as the chain decodes it. */
export interface CollectArgs extends RangeArgs {
  readonly recipient: string;
  readonly tokenAMax: AssetValue;
  readonly tokenBMax: AssetValue;
}

function checkSymbols(ctx: ActionContext, pool: PoolRow, assets: Record<string, AssetValue>): void {
  for (const [field, value] of Object.entries(assets)) {
    const token = field.startsWith('tokenA') ? pool.tokenA : pool.tokenB;
    ctx.check(sameSymbol(value.symbol, token.quantity.symbol), `${field} must be in ${token.quantity.symbol.precision},${token.quantity.symbol.code}`);
    ctx.check(value.amount >= 0n, `${field} must not be negative`);
  }
}

function checkMinimums(ctx: ActionContext, outcome: PositionOutcome, tokenAMin: AssetValue, tokenBMin: AssetValue): void {
  ctx.check(
    outcome.amountA >= tokenAMin.amount,
    `token A amount ${formatAsset(withAmount(tokenAMin, outcome.amountA))} is below tokenAMin ${formatAsset(tokenAMin)}`,
  );
  ctx.check(
    outcome.amountB >= tokenBMin.amount,
    `token B amount ${formatAsset(withAmount(tokenBMin, outcome.amountB))} is below tokenBMin ${formatAsset(tokenBMin)}`,
  );
}

function logOf(pool: PoolRow, args: RangeArgs, amountA: bigint, amountB: bigint) {
  return {
    poolId: Number(pool.id),
    owner: args.owner,
    tickLower: args.tickLower,
    tickUpper: args.tickUpper,
    amountA: assetParts(withAmount(pool.tokenA.quantity, amountA)),
    amountB: assetParts(withAmount(pool.tokenB.quantity, amountB)),
  };
}

/** Erases a position once it holds neither liquidity nor fees; otherwise stores it. */
function keepOrErase(ctx: ActionContext, poolId: bigint, position: PositionRow): void {
  const table = ctx.table(positionsTable, poolId);
  if (position.liquidity === 0n && position.feesA === 0n && position.feesB === 0n) table.erase(position);
  else table.modify(position, null, position);
}

/** addliquid: mints the most liquidity the desired amounts fund over the range, paid (rounded up) from the owner's deposits. */
export function addliquid(ctx: ActionContext, args: AddLiquidArgs): void {
  ctx.requireAuth(args.owner);
  checkDeadline(ctx, args.deadline);
  const pool = activePool(ctx, args.poolId);
  checkSymbols(ctx, pool, { tokenADesired: args.tokenADesired, tokenBDesired: args.tokenBDesired, tokenAMin: args.tokenAMin, tokenBMin: args.tokenBMin });
  checkRange(ctx, pool, args.tickLower, args.tickUpper);
  const sqrtL = getSqrtRatioAtTick(args.tickLower);
  const sqrtU = getSqrtRatioAtTick(args.tickUpper);
  const liquidity = maxLiquidityForAmounts(pool.currSlot.sqrtPriceX64, sqrtL, sqrtU, args.tokenADesired.amount, args.tokenBDesired.amount, true);
  ctx.check(liquidity > 0n, 'the desired amounts fund no liquidity over this range');
  const outcome = modifyPosition(ctx, pool, { owner: args.owner, tickLower: args.tickLower, tickUpper: args.tickUpper, delta: liquidity }, args.owner);
  checkMinimums(ctx, outcome, args.tokenAMin, args.tokenBMin);
  ctx.check(outcome.amountA <= args.tokenADesired.amount && outcome.amountB <= args.tokenBDesired.amount, 'the mint costs more than the desired amounts');
  debitDeposit(ctx, args.owner, pool.tokenA, withAmount(pool.tokenA.quantity, outcome.amountA));
  debitDeposit(ctx, args.owner, pool.tokenB, withAmount(pool.tokenB.quantity, outcome.amountB));
  savePool(ctx, pool, withReserves(ctx, outcome.pool, outcome.amountA, outcome.amountB));
  logLiquidity(ctx, 'logmint', { ...logOf(pool, args, outcome.amountA, outcome.amountB), liquidity });
}

/** subliquid: burns liquidity and pays the tokens (rounded down) to the owner; liquidity 0 only settles fees. */
export function subliquid(ctx: ActionContext, args: SubLiquidArgs): void {
  ctx.requireAuth(args.owner);
  checkDeadline(ctx, args.deadline);
  const pool = activePool(ctx, args.poolId);
  checkSymbols(ctx, pool, { tokenAMin: args.tokenAMin, tokenBMin: args.tokenBMin });
  checkRange(ctx, pool, args.tickLower, args.tickUpper);
  const existing = findPosition(ctx, pool.id, args.owner, args.tickLower, args.tickUpper);
  ctx.check(existing, 'position does not exist');
  ctx.check(args.liquidity <= existing.liquidity, `liquidity ${args.liquidity} exceeds the position's ${existing.liquidity}`);
  const outcome = modifyPosition(ctx, pool, { owner: args.owner, tickLower: args.tickLower, tickUpper: args.tickUpper, delta: -args.liquidity }, args.owner);
  checkMinimums(ctx, outcome, args.tokenAMin, args.tokenBMin);
  keepOrErase(ctx, pool.id, outcome.position);
  savePool(ctx, pool, withReserves(ctx, outcome.pool, -outcome.amountA, -outcome.amountB));
  payOut(ctx, pool.tokenA.contract, args.owner, withAmount(pool.tokenA.quantity, outcome.amountA), 'subliquid');
  payOut(ctx, pool.tokenB.contract, args.owner, withAmount(pool.tokenB.quantity, outcome.amountB), 'subliquid');
  if (args.liquidity > 0n) logLiquidity(ctx, 'logburn', { ...logOf(pool, args, outcome.amountA, outcome.amountB), liquidity: args.liquidity });
}

/** collect: settles the position's fees and pays up to tokenAMax / tokenBMax of them to the recipient. */
export function collect(ctx: ActionContext, args: CollectArgs): void {
  ctx.requireAuth(args.owner);
  ctx.check(ctx.isAccount(args.recipient), `recipient ${args.recipient} does not exist`);
  const pool = activePool(ctx, args.poolId);
  checkSymbols(ctx, pool, { tokenAMax: args.tokenAMax, tokenBMax: args.tokenBMax });
  ctx.check(findPosition(ctx, pool.id, args.owner, args.tickLower, args.tickUpper), 'position does not exist');
  const { position } = modifyPosition(ctx, pool, { owner: args.owner, tickLower: args.tickLower, tickUpper: args.tickUpper, delta: 0n }, args.owner);
  const paidA = position.feesA < args.tokenAMax.amount ? position.feesA : args.tokenAMax.amount;
  const paidB = position.feesB < args.tokenBMax.amount ? position.feesB : args.tokenBMax.amount;
  keepOrErase(ctx, pool.id, { ...position, feesA: position.feesA - paidA, feesB: position.feesB - paidB });
  savePool(ctx, pool, withReserves(ctx, pool, -paidA, -paidB));
  payOut(ctx, pool.tokenA.contract, args.recipient, withAmount(pool.tokenA.quantity, paidA), 'collect');
  payOut(ctx, pool.tokenB.contract, args.recipient, withAmount(pool.tokenB.quantity, paidB), 'collect');
  logCollect(ctx, { ...logOf(pool, args, paidA, paidB), recipient: args.recipient });
}
