/**
 * v3 positions valued by the quotes worker (WASM): each position's amounts and uncollected fees at
 * its pool's price, and its range's prices (SPEC §3 v3 position). A position whose maths fails is
 * left out and logged (SPEC §8 "Concentrated positions computation failure: logged").
 */
import { v3Position, readTickRow, type PoolPosition, type V3PositionRecord } from '../../core/walletPositions';
import type { PoolState, TickState } from '../../core/v3';
import type { QuotesApi } from '../../../workers/quotes.api';
import type { V3PoolInfo } from '../../services/poolsService';

/** What the position maths asks of the quotes worker. */
export type PositionQuotes = Pick<QuotesApi, 'positionAmountsAndFees' | 'tickToPrice' | 'amountsForLiquidity'>;

/** The pool's state with the two ticks a position's fees need (the maths reads no others). */
function poolStateFor(pool: V3PoolInfo, ticks: readonly TickState[], record: V3PositionRecord): PoolState {
  const bounds = ticks.filter((tick) => tick.index === record.row.tickLower || tick.index === record.row.tickUpper).sort((a, b) => a.index - b.index);
  return {
    sqrtPriceX64: pool.sqrtPriceX64,
    tick: pool.tick,
    liquidity: pool.liquidity,
    fee: pool.fee,
    tickSpacing: pool.tickSpacing,
    feeGrowthGlobalAX64: pool.feeGrowthGlobalAX64,
    feeGrowthGlobalBX64: pool.feeGrowthGlobalBX64,
    feeProtocol: pool.feeProtocol,
    ticks: bounds,
  };
}

/** The ticks of a pool as rows answered them; a malformed tick is left out (its positions then fail alone). */
export function readTicks(rows: readonly unknown[], warn: (message: string, error: unknown) => void): TickState[] {
  return rows.flatMap((raw) => {
    try {
      return [readTickRow(raw)];
    } catch (error) {
      warn('Skipped a malformed tick row', error);
      return [];
    }
  });
}

/** Values every record whose pool is known; the others, and any the maths refuses, are logged and left out. */
export async function valueV3Positions(
  records: readonly V3PositionRecord[],
  pools: ReadonlyMap<number, V3PoolInfo>,
  ticks: ReadonlyMap<number, readonly TickState[]>,
  quotes: PositionQuotes,
  warn: (message: string, error: unknown) => void,
): Promise<PoolPosition[]> {
  const valued = await Promise.all(
    records.map(async (record) => {
      const pool = pools.get(record.poolId);
      try {
        if (pool === undefined) throw new Error(`pool ${record.poolId} is not in poolsv3/`);
        const { tokenA, tokenB } = pool;
        const [value, lowerPrice, upperPrice] = await Promise.all([
          quotes.positionAmountsAndFees(poolStateFor(pool, ticks.get(record.poolId) ?? [], record), record.state),
          quotes.tickToPrice(record.row.tickLower, tokenA.precision, tokenB.precision),
          quotes.tickToPrice(record.row.tickUpper, tokenA.precision, tokenB.precision),
        ]);
        return v3Position(pool, record.row, { ...value, lowerPrice, upperPrice });
      } catch (error) {
        warn(`Could not compute position ${record.row.id} of pool ${record.poolId}`, error);
        return null;
      }
    }),
  );
  return valued.filter((position): position is PoolPosition => position !== null);
}
