/** The positions as the lists worker holds them (SPEC §9: positions sort by liquidity, descending, 10 a page). */
import { defineListSchema, type ListColumns, type ListRow } from '../lists';
import type { PoolPosition } from './types';

export const POSITION_LIST_SCHEMA = defineListSchema({
  columns: {
    key: 'text',
    pair: 'text',
    exchange: 'text',
    /** in | out: the range filter's column. */
    range: 'text',
    /** SPEC §9's `liquidity` sort: what the position is worth now, in WAX (raw liquidity compares across no pools). */
    liquidity: 'number',
    fees: 'number',
    amountA: 'units',
    amountB: 'units',
    /** Tickers and contracts of both tokens, for the search box. */
    tokens: 'text',
    contractA: 'text',
    contractB: 'text',
  },
  key: 'key',
  search: ['tokens', 'pair'],
  bannedBy: ['contractA', 'contractB'],
});

export type PositionListRow = ListRow<typeof POSITION_LIST_SCHEMA.columns>;

/** The positions as the lists worker's columns. */
export function positionListColumns(positions: readonly PoolPosition[]): ListColumns<typeof POSITION_LIST_SCHEMA.columns> {
  return {
    key: positions.map((position) => position.key),
    pair: positions.map((position) => position.pair),
    exchange: positions.map((position) => position.src),
    range: positions.map((position) => (position.isPositionInRange ? 'in' : 'out')),
    liquidity: Float64Array.from(positions, (position) => position.amountAValue + position.amountBValue),
    fees: Float64Array.from(positions, (position) => position.feesAValue + position.feesBValue),
    amountA: BigInt64Array.from(positions, (position) => position.amountA.units),
    amountB: BigInt64Array.from(positions, (position) => position.amountB.units),
    tokens: positions.map((position) => `${position.tokenA.ticker} ${position.tokenA.contract} ${position.tokenB.ticker} ${position.tokenB.contract}`),
    contractA: positions.map((position) => position.tokenA.contract),
    contractB: positions.map((position) => position.tokenB.contract),
  };
}

/** Where a position is managed: /liquidity/manage/{exchange}/{pool id}, the v3 position named in the query. */
export function managePositionPath(position: Pick<PoolPosition, 'src' | 'poolId' | 'positionId'>): string {
  const base = `/liquidity/manage/${position.src}/${encodeURIComponent(position.poolId)}`;
  return position.positionId === null ? base : `${base}?position=${encodeURIComponent(position.positionId)}`;
}
