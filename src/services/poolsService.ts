/**
 * The pools lists through the swap service (SPEC §7 `pools/`, `poolsv3/`), as the wallet values
 * positions and LP tokens with them: reserves and LP supply exact, v3 state as 128-bit integers, WAX
 * prices as display figures. A malformed row is left out (and named in the console), never the list.
 */
import { amountFromDecimalString } from '../core/amount';
import { isExchange } from '../core/urlParams';
import type { PositionToken, V2PoolSnapshot, V3PoolSnapshot } from '../core/walletPositions';
import { platformFetch, type FetchFn } from './http';
import { getJson, jsonList } from './serviceJson';
import { parseToken } from '../core/domain';

/** A v3 pool: what the wallet shows, and the state the position maths needs (its ticks read apart). */
export interface V3PoolInfo extends V3PoolSnapshot {
  readonly liquidity: bigint;
  readonly feeGrowthGlobalAX64: bigint;
  readonly feeGrowthGlobalBX64: bigint;
  readonly feeProtocol: number;
}

export interface PoolsService {
  v2Pools(): Promise<V2PoolSnapshot[]>;
  v3Pools(): Promise<V3PoolInfo[]>;
}

type Json = Record<string, unknown>;

function obj(raw: unknown, what: string): Json {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error(`${what} must be an object`);
  return raw as Json;
}

const price = (raw: unknown): number | null => (typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : null);

function bigText(raw: unknown, what: string): bigint {
  if (typeof raw !== 'string' || !/^\d{1,40}$/.test(raw)) throw new Error(`${what} must be decimal text`);
  return BigInt(raw);
}

function int(raw: unknown, what: string): number {
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw)) throw new Error(`${what} must be an integer`);
  return raw;
}

const token = (raw: unknown, what: string): PositionToken => parseToken(raw, what);

function readV2Pool(raw: unknown, index: number): V2PoolSnapshot | null {
  const what = `pools[${index}]`;
  const row = obj(raw, what);
  // A pool without an LP token (an order-book-like venue) holds no wallet positions.
  if (row.lptoken === null || row.lptoken === undefined) return null;
  const src = String(row.src);
  if (!isExchange(src)) throw new Error(`${what}.src "${src}" is unknown`);
  const token0 = token(row.token0, `${what}.token0`);
  const token1 = token(row.token1, `${what}.token1`);
  const lp = obj(row.lptoken, `${what}.lptoken`);
  const lpToken = token(lp, `${what}.lptoken`);
  return {
    src,
    pairId: String(row.pairid),
    token0,
    token1,
    reserve0: amountFromDecimalString(String(row.reserve0), token0.precision),
    reserve1: amountFromDecimalString(String(row.reserve1), token1.precision),
    lpToken,
    lpSupply: amountFromDecimalString(String(lp.amount), lpToken.precision).units,
    ...(typeof row.fee === 'number' && Number.isInteger(row.fee) && row.fee >= 0 && row.fee < 10_000 ? { feeBps: row.fee } : {}),
    token0WaxPrice: price(row.tokenA_wax_price),
    token1WaxPrice: price(row.tokenB_wax_price),
  };
}

function readV3Pool(raw: unknown, index: number): V3PoolInfo {
  const what = `poolsv3[${index}]`;
  const row = obj(raw, what);
  return {
    id: int(row.id, `${what}.id`),
    tokenA: token(row.token0, `${what}.token0`),
    tokenB: token(row.token1, `${what}.token1`),
    fee: int(row.fee, `${what}.fee`),
    tickSpacing: int(row.tickSpacing, `${what}.tickSpacing`),
    tick: int(row.tick, `${what}.tick`),
    sqrtPriceX64: bigText(row.sqrtPriceX64, `${what}.sqrtPriceX64`),
    liquidity: bigText(row.liquidity, `${what}.liquidity`),
    feeGrowthGlobalAX64: bigText(row.feeGrowthGlobalAX64, `${what}.feeGrowthGlobalAX64`),
    feeGrowthGlobalBX64: bigText(row.feeGrowthGlobalBX64, `${what}.feeGrowthGlobalBX64`),
    feeProtocol: typeof row.feeProtocol === 'number' ? row.feeProtocol : 0,
    tokenAWaxPrice: price(row.tokenA_wax_price),
    tokenBWaxPrice: price(row.tokenB_wax_price),
  };
}

/** Reads each row, leaving out (and naming) the malformed ones. */
function readRows<T>(rows: unknown[], read: (raw: unknown, index: number) => T | null, warn: (message: string) => void): T[] {
  return rows.flatMap((raw, index) => {
    try {
      const value = read(raw, index);
      return value === null ? [] : [value];
    } catch (error) {
      warn(`Skipped a pool row: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  });
}

/** The pools client of the endpoint at `baseUrl`. */
export function createPoolsService(baseUrl: string, fetchFn: FetchFn = platformFetch, warn: (message: string) => void = console.warn): PoolsService {
  return {
    async v2Pools() {
      return readRows(jsonList(await getJson(fetchFn, baseUrl, 'pools/'), 'pools/'), readV2Pool, warn);
    },
    async v3Pools() {
      return readRows(jsonList(await getJson(fetchFn, baseUrl, 'poolsv3/'), 'poolsv3/'), readV3Pool, warn);
    },
  };
}
