/**
 * Action data of `swap.alcor` (fields in ALCOR_V3_ACTION_STRUCTS): typed values ⇄ ABI JSON.
 * Encoders throw RangeError for values the ABI cannot carry; decoders for JSON that is not the action.
 */
import type { AssetParts, ExtendedAssetParts } from '../../amount';
import { MAX_TICK, MIN_TICK } from '../../v3';
import { assetJson, extendedAssetJson, readAsset, readExtendedAsset, readId, readInt, readName, readObject, readUint128 } from '../json';

const MAX_UINT32 = 0xffff_ffff;

/** createpool: opens a pool at a starting price; fee 500, 3000 or 10000 pips. */
export interface CreatePoolData {
  readonly account: string;
  /** Token A with a zero quantity (the quantity carries the symbol and precision). */
  readonly tokenA: ExtendedAssetParts;
  readonly tokenB: ExtendedAssetParts;
  readonly sqrtPriceX64: bigint;
  readonly fee: number;
}

/** addliquid: mints a position from the owner's deposits. */
export interface AddLiquidData {
  readonly poolId: number;
  readonly owner: string;
  readonly tokenADesired: AssetParts;
  readonly tokenBDesired: AssetParts;
  readonly tickLower: number;
  readonly tickUpper: number;
  readonly tokenAMin: AssetParts;
  readonly tokenBMin: AssetParts;
  /** Unix seconds; 0 = none. */
  readonly deadline: number;
}

/** subliquid: burns liquidity and pays the tokens out (liquidity 0 only settles fees). */
export interface SubLiquidData {
  readonly poolId: number;
  readonly owner: string;
  readonly liquidity: bigint;
  readonly tickLower: number;
  readonly tickUpper: number;
  readonly tokenAMin: AssetParts;
  readonly tokenBMin: AssetParts;
  readonly deadline: number;
}

/** collect: pays a position's fees, at most tokenAMax / tokenBMax, to the recipient. */
export interface CollectData {
  readonly poolId: number;
  readonly owner: string;
  readonly recipient: string;
  readonly tickLower: number;
  readonly tickUpper: number;
  readonly tokenAMax: AssetParts;
  readonly tokenBMax: AssetParts;
}

/** withdraw: pays back every unused deposit of the owner. */
export interface WithdrawData {
  readonly owner: string;
}

const readTick = (raw: unknown, field: string): number => readInt(raw, field, MIN_TICK, MAX_TICK);
const readUint32 = (raw: unknown, field: string): number => readInt(raw, field, 0, MAX_UINT32);

/** createpool data as ABI JSON. */
export function encodeCreatePool(d: CreatePoolData): Record<string, unknown> {
  return {
    account: readName(d.account, 'account'),
    tokenA: extendedAssetJson(d.tokenA),
    tokenB: extendedAssetJson(d.tokenB),
    sqrtPriceX64: readUint128(d.sqrtPriceX64, 'sqrtPriceX64').toString(),
    fee: readUint32(d.fee, 'fee'),
  };
}

/** Reads createpool data. */
export function decodeCreatePool(raw: unknown): CreatePoolData {
  const o = readObject(raw, 'createpool');
  return {
    account: readName(o.account, 'account'),
    tokenA: readExtendedAsset(o.tokenA, 'tokenA'),
    tokenB: readExtendedAsset(o.tokenB, 'tokenB'),
    sqrtPriceX64: readUint128(o.sqrtPriceX64, 'sqrtPriceX64'),
    fee: readUint32(o.fee, 'fee'),
  };
}

/** addliquid data as ABI JSON. */
export function encodeAddLiquid(d: AddLiquidData): Record<string, unknown> {
  return {
    poolId: readId(d.poolId, 'poolId'),
    owner: readName(d.owner, 'owner'),
    tokenADesired: assetJson(d.tokenADesired),
    tokenBDesired: assetJson(d.tokenBDesired),
    tickLower: readTick(d.tickLower, 'tickLower'),
    tickUpper: readTick(d.tickUpper, 'tickUpper'),
    tokenAMin: assetJson(d.tokenAMin),
    tokenBMin: assetJson(d.tokenBMin),
    deadline: readUint32(d.deadline, 'deadline'),
  };
}

/** Reads addliquid data. */
export function decodeAddLiquid(raw: unknown): AddLiquidData {
  const o = readObject(raw, 'addliquid');
  return {
    poolId: readId(o.poolId, 'poolId'),
    owner: readName(o.owner, 'owner'),
    tokenADesired: readAsset(o.tokenADesired, 'tokenADesired'),
    tokenBDesired: readAsset(o.tokenBDesired, 'tokenBDesired'),
    tickLower: readTick(o.tickLower, 'tickLower'),
    tickUpper: readTick(o.tickUpper, 'tickUpper'),
    tokenAMin: readAsset(o.tokenAMin, 'tokenAMin'),
    tokenBMin: readAsset(o.tokenBMin, 'tokenBMin'),
    deadline: readUint32(o.deadline, 'deadline'),
  };
}

/** subliquid data as ABI JSON. */
export function encodeSubLiquid(d: SubLiquidData): Record<string, unknown> {
  return {
    poolId: readId(d.poolId, 'poolId'),
    owner: readName(d.owner, 'owner'),
    liquidity: readUint128(d.liquidity, 'liquidity').toString(),
    tickLower: readTick(d.tickLower, 'tickLower'),
    tickUpper: readTick(d.tickUpper, 'tickUpper'),
    tokenAMin: assetJson(d.tokenAMin),
    tokenBMin: assetJson(d.tokenBMin),
    deadline: readUint32(d.deadline, 'deadline'),
  };
}

/** Reads subliquid data. */
export function decodeSubLiquid(raw: unknown): SubLiquidData {
  const o = readObject(raw, 'subliquid');
  return {
    poolId: readId(o.poolId, 'poolId'),
    owner: readName(o.owner, 'owner'),
    liquidity: readUint128(o.liquidity, 'liquidity'),
    tickLower: readTick(o.tickLower, 'tickLower'),
    tickUpper: readTick(o.tickUpper, 'tickUpper'),
    tokenAMin: readAsset(o.tokenAMin, 'tokenAMin'),
    tokenBMin: readAsset(o.tokenBMin, 'tokenBMin'),
    deadline: readUint32(o.deadline, 'deadline'),
  };
}

/** collect data as ABI JSON. */
export function encodeCollect(d: CollectData): Record<string, unknown> {
  return {
    poolId: readId(d.poolId, 'poolId'),
    owner: readName(d.owner, 'owner'),
    recipient: readName(d.recipient, 'recipient'),
    tickLower: readTick(d.tickLower, 'tickLower'),
    tickUpper: readTick(d.tickUpper, 'tickUpper'),
    tokenAMax: assetJson(d.tokenAMax),
    tokenBMax: assetJson(d.tokenBMax),
  };
}

/** Reads collect data. */
export function decodeCollect(raw: unknown): CollectData {
  const o = readObject(raw, 'collect');
  return {
    poolId: readId(o.poolId, 'poolId'),
    owner: readName(o.owner, 'owner'),
    recipient: readName(o.recipient, 'recipient'),
    tickLower: readTick(o.tickLower, 'tickLower'),
    tickUpper: readTick(o.tickUpper, 'tickUpper'),
    tokenAMax: readAsset(o.tokenAMax, 'tokenAMax'),
    tokenBMax: readAsset(o.tokenBMax, 'tokenBMax'),
  };
}

/** withdraw data as ABI JSON. */
export function encodeWithdraw(d: WithdrawData): Record<string, unknown> {
  return { owner: readName(d.owner, 'owner') };
}

/** Reads withdraw data. */
export function decodeWithdraw(raw: unknown): WithdrawData {
  return { owner: readName(readObject(raw, 'withdraw').owner, 'owner') };
}
