/**
 * Logs `swap.alcor` sends to itself for the indexer (fields in ALCOR_V3_LOG_STRUCTS): typed values ⇄
 * ABI JSON. The contract encodes with these; the indexer decodes executed actions with them.
 */
import type { AssetParts, ExtendedAssetParts } from '../../amount';
import { MAX_TICK, MAX_UINT128, MIN_TICK } from '../../v3';
import {
  assetJson,
  extendedAssetJson,
  extendedSymbolJson,
  readAsset,
  readExtendedAsset,
  readExtendedSymbol,
  readId,
  readInt,
  readName,
  readObject,
  readUint128,
} from '../json';
import type { Token } from '../../domain';

const MAX_UINT32 = 0xffff_ffff;

/** One hop of a swap: what went in and out of the pool and its state after. */
export interface LogSwap {
  readonly poolId: number;
  /** Who sent the input. */
  readonly sender: string;
  /** Who received the output (the contract itself for the inner hops of a path). */
  readonly recipient: string;
  /** Input the pool took, fee included. */
  readonly tokenIn: ExtendedAssetParts;
  readonly tokenOut: ExtendedAssetParts;
  readonly sqrtPriceX64: bigint;
  readonly tick: number;
  readonly liquidity: bigint;
  /** Pool fee in pips. */
  readonly fee: number;
  /** The pool's token A and B reserves after the hop. */
  readonly reserveAAfter: AssetParts;
  readonly reserveBAfter: AssetParts;
}

/** A mint (logmint) or burn (logburn) of position liquidity. */
export interface LogLiquidity {
  readonly poolId: number;
  readonly owner: string;
  readonly amountA: AssetParts;
  readonly amountB: AssetParts;
  readonly liquidity: bigint;
  readonly tickLower: number;
  readonly tickUpper: number;
}

/** Fees paid out of a position. */
export interface LogCollect {
  readonly poolId: number;
  readonly owner: string;
  readonly recipient: string;
  readonly amountA: AssetParts;
  readonly amountB: AssetParts;
  readonly tickLower: number;
  readonly tickUpper: number;
}

/** A new pool (the listing-events feed). */
export interface LogPool {
  readonly poolId: number;
  readonly token0: Token;
  readonly token1: Token;
  readonly fee: number;
  readonly creator: string;
}

const readTick = (raw: unknown, field: string): number => readInt(raw, field, MIN_TICK, MAX_TICK);
const readUint32 = (raw: unknown, field: string): number => readInt(raw, field, 0, MAX_UINT32);

function uint128Json(value: bigint, field: string): string {
  if (value < 0n || value > MAX_UINT128) throw new RangeError(`${field} must be a uint128, got ${value}`);
  return value.toString();
}

/** logswap data as ABI JSON. */
export function encodeLogSwap(l: LogSwap): Record<string, unknown> {
  return {
    pool_id: readId(l.poolId, 'pool_id'),
    sender: readName(l.sender, 'sender'),
    recipient: readName(l.recipient, 'recipient'),
    token_in: extendedAssetJson(l.tokenIn),
    token_out: extendedAssetJson(l.tokenOut),
    sqrt_price_x64: uint128Json(l.sqrtPriceX64, 'sqrt_price_x64'),
    tick: readTick(l.tick, 'tick'),
    liquidity: uint128Json(l.liquidity, 'liquidity'),
    fee: readUint32(l.fee, 'fee'),
    reserve0_after: assetJson(l.reserveAAfter),
    reserve1_after: assetJson(l.reserveBAfter),
  };
}

/** Reads logswap data. */
export function decodeLogSwap(raw: unknown): LogSwap {
  const o = readObject(raw, 'logswap');
  return {
    poolId: readId(o.pool_id, 'pool_id'),
    sender: readName(o.sender, 'sender'),
    recipient: readName(o.recipient, 'recipient'),
    tokenIn: readExtendedAsset(o.token_in, 'token_in'),
    tokenOut: readExtendedAsset(o.token_out, 'token_out'),
    sqrtPriceX64: readUint128(o.sqrt_price_x64, 'sqrt_price_x64'),
    tick: readTick(o.tick, 'tick'),
    liquidity: readUint128(o.liquidity, 'liquidity'),
    fee: readUint32(o.fee, 'fee'),
    reserveAAfter: readAsset(o.reserve0_after, 'reserve0_after'),
    reserveBAfter: readAsset(o.reserve1_after, 'reserve1_after'),
  };
}

/** logmint / logburn data as ABI JSON. */
export function encodeLogLiquidity(l: LogLiquidity): Record<string, unknown> {
  return {
    pool_id: readId(l.poolId, 'pool_id'),
    owner: readName(l.owner, 'owner'),
    amount_a: assetJson(l.amountA),
    amount_b: assetJson(l.amountB),
    liquidity: uint128Json(l.liquidity, 'liquidity'),
    tick_lower: readTick(l.tickLower, 'tick_lower'),
    tick_upper: readTick(l.tickUpper, 'tick_upper'),
  };
}

/** Reads logmint / logburn data. */
export function decodeLogLiquidity(raw: unknown): LogLiquidity {
  const o = readObject(raw, 'logmint/logburn');
  return {
    poolId: readId(o.pool_id, 'pool_id'),
    owner: readName(o.owner, 'owner'),
    amountA: readAsset(o.amount_a, 'amount_a'),
    amountB: readAsset(o.amount_b, 'amount_b'),
    liquidity: readUint128(o.liquidity, 'liquidity'),
    tickLower: readTick(o.tick_lower, 'tick_lower'),
    tickUpper: readTick(o.tick_upper, 'tick_upper'),
  };
}

/** logcollect data as ABI JSON. */
export function encodeLogCollect(l: LogCollect): Record<string, unknown> {
  return {
    pool_id: readId(l.poolId, 'pool_id'),
    owner: readName(l.owner, 'owner'),
    recipient: readName(l.recipient, 'recipient'),
    amount_a: assetJson(l.amountA),
    amount_b: assetJson(l.amountB),
    tick_lower: readTick(l.tickLower, 'tick_lower'),
    tick_upper: readTick(l.tickUpper, 'tick_upper'),
  };
}

/** Reads logcollect data. */
export function decodeLogCollect(raw: unknown): LogCollect {
  const o = readObject(raw, 'logcollect');
  return {
    poolId: readId(o.pool_id, 'pool_id'),
    owner: readName(o.owner, 'owner'),
    recipient: readName(o.recipient, 'recipient'),
    amountA: readAsset(o.amount_a, 'amount_a'),
    amountB: readAsset(o.amount_b, 'amount_b'),
    tickLower: readTick(o.tick_lower, 'tick_lower'),
    tickUpper: readTick(o.tick_upper, 'tick_upper'),
  };
}

/** logpool data as ABI JSON. */
export function encodeLogPool(l: LogPool): Record<string, unknown> {
  return {
    pool_id: readId(l.poolId, 'pool_id'),
    token0: extendedSymbolJson(l.token0),
    token1: extendedSymbolJson(l.token1),
    fee: readUint32(l.fee, 'fee'),
    creator: readName(l.creator, 'creator'),
  };
}

/** Reads logpool data. */
export function decodeLogPool(raw: unknown): LogPool {
  const o = readObject(raw, 'logpool');
  return {
    poolId: readId(o.pool_id, 'pool_id'),
    token0: readExtendedSymbol(o.token0, 'token0'),
    token1: readExtendedSymbol(o.token1, 'token1'),
    fee: readUint32(o.fee, 'fee'),
    creator: readName(o.creator, 'creator'),
  };
}
