/**
 * The inline logs every v2 venue sends to itself (`<contract>::logswap` …, authorization
 * `<contract>@active`) for the indexer. The devnet contracts build their ABI from these field lists.
 */
import type { AssetParts, ExtendedAssetParts } from '../../amount';
import type { Token } from '../../domain';
import { readAssetJson, readExtendedAssetJson, readExtendedSymbolJson, readName, readObject, readUint32Json, readUint64Json } from './json';

/** ABI fields of the logs, in order (snake_case, shared with the v3 contract's logs). */
export const V2_LOG_STRUCTS = {
  logswap: {
    pool_id: 'uint64',
    sender: 'name',
    recipient: 'name',
    token_in: 'extended_asset',
    token_out: 'extended_asset',
    reserve0_after: 'asset',
    reserve1_after: 'asset',
    fee: 'uint32',
  },
  logmint: { pool_id: 'uint64', owner: 'name', amount0: 'asset', amount1: 'asset', liquidity: 'asset' },
  logburn: { pool_id: 'uint64', owner: 'name', amount0: 'asset', amount1: 'asset', liquidity: 'asset' },
  logpool: { pool_id: 'uint64', token0: 'extended_symbol', token1: 'extended_symbol', fee: 'uint32', creator: 'name' },
} as const;

/** CDT's extended_symbol (not an ABI built-in). */
export const EXTENDED_SYMBOL_FIELDS = { sym: 'symbol', contract: 'name' } as const;

/** One executed v2 trade. Reserves are in pool order (token0, token1) after the trade. */
export interface V2LogSwap {
  readonly poolId: bigint;
  readonly sender: string;
  readonly recipient: string;
  readonly tokenIn: ExtendedAssetParts;
  readonly tokenOut: ExtendedAssetParts;
  readonly reserve0After: AssetParts;
  readonly reserve1After: AssetParts;
  /** Basis points of 10000. */
  readonly fee: number;
}

/** Liquidity added (logmint) or removed (logburn): both amounts in pool order and the LP tokens. */
export interface V2LogLiquidity {
  readonly poolId: bigint;
  readonly owner: string;
  readonly amount0: AssetParts;
  readonly amount1: AssetParts;
  /** LP tokens minted or burned (the LP token's own symbol). */
  readonly liquidity: AssetParts;
}

/** A new pool (the listing-events feed). */
export interface V2LogPool {
  readonly poolId: bigint;
  readonly token0: Token;
  readonly token1: Token;
  readonly fee: number;
  readonly creator: string;
}

/** Reads a `logswap` action's JSON data; throws RangeError naming the bad field. */
export function readLogSwap(raw: unknown): V2LogSwap {
  const data = readObject(raw, 'logswap');
  return {
    poolId: readUint64Json(data.pool_id, 'pool_id'),
    sender: readName(data.sender, 'sender'),
    recipient: readName(data.recipient, 'recipient'),
    tokenIn: readExtendedAssetJson(data.token_in, 'token_in'),
    tokenOut: readExtendedAssetJson(data.token_out, 'token_out'),
    reserve0After: readAssetJson(data.reserve0_after, 'reserve0_after'),
    reserve1After: readAssetJson(data.reserve1_after, 'reserve1_after'),
    fee: readUint32Json(data.fee, 'fee'),
  };
}

/** Reads a `logmint` or `logburn` action's JSON data. */
export function readLogLiquidity(raw: unknown): V2LogLiquidity {
  const data = readObject(raw, 'log');
  return {
    poolId: readUint64Json(data.pool_id, 'pool_id'),
    owner: readName(data.owner, 'owner'),
    amount0: readAssetJson(data.amount0, 'amount0'),
    amount1: readAssetJson(data.amount1, 'amount1'),
    liquidity: readAssetJson(data.liquidity, 'liquidity'),
  };
}

/** Reads a `logpool` action's JSON data. */
export function readLogPool(raw: unknown): V2LogPool {
  const data = readObject(raw, 'logpool');
  return {
    poolId: readUint64Json(data.pool_id, 'pool_id'),
    token0: readExtendedSymbolJson(data.token0, 'token0'),
    token1: readExtendedSymbolJson(data.token1, 'token1'),
    fee: readUint32Json(data.fee, 'fee'),
    creator: readName(data.creator, 'creator'),
  };
}
