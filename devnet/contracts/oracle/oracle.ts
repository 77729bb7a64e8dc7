/** delphioracle: price data points per pair (waxpusd, waxpbtc, waxpeth) with a running median. */
import { makeAbi, struct } from '../../chain/abi/types';
import { isValidName, nameToU64 } from '../../chain/core/name';
import { defineContract, defineTable, type ActionContext } from '../../chain/exec/framework';
import { producersTable } from '../system/tables';

/** `datapoints` row (scope = pair name): value and median at the pair's scale (USD 10^-4, BTC/ETH 10^-8). */
export interface DatapointRow {
  readonly id: bigint;
  readonly owner: string;
  readonly value: bigint;
  readonly median: bigint;
  readonly timestamp: bigint;
}

/** `pairs` row: a quoted pair and its scale. */
export interface PairRow {
  readonly name: string;
  readonly quoted_precision: number;
  readonly active: boolean;
}

/** A quote: pair name and value. */
export interface Quote {
  readonly pair: string;
  readonly value: bigint;
}

/** How many data points a pair keeps (the real contract keeps a short rolling window). */
export const DATAPOINTS_KEPT = 21;

/** Index 2 by value, index 3 by timestamp (time_point µs as uint64). */
export const datapointsTable = defineTable<DatapointRow>({
  name: 'datapoints',
  type: 'datapoints',
  primaryKey: (row) => row.id,
  indexes: [
    { name: 'value', kind: 'i64', key: (row) => row.value },
    { name: 'timestamp', kind: 'i64', key: (row) => row.timestamp },
  ],
});
export const pairsTable = defineTable<PairRow>({ name: 'pairs', type: 'pairs', primaryKey: (row) => nameToU64(row.name) });

/** The oracle ABI. */
export const ORACLE_ABI = makeAbi({
  structs: [
    struct('datapoints', { id: 'uint64', owner: 'name', value: 'uint64', median: 'uint64', timestamp: 'time_point' }),
    struct('pairs', { name: 'name', quoted_precision: 'uint64', active: 'bool' }),
    struct('quote', { pair: 'name', value: 'uint64' }),
    struct('write', { owner: 'name', quotes: 'quote[]' }),
    struct('addpair', { name: 'name', quoted_precision: 'uint64' }),
  ],
  actions: ['write', 'addpair'],
  tables: [
    { name: 'datapoints', type: 'datapoints' },
    { name: 'pairs', type: 'pairs' },
  ],
});

/** Median of the kept values (lower middle for an even count, integer units). */
export function medianOf(values: readonly bigint[]): bigint {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted[(sorted.length - 1) >> 1] ?? 0n;
}

function write(ctx: ActionContext, { owner, quotes }: { owner: string; quotes: Quote[] }): void {
  ctx.requireAuth(owner);
  const producer = ctx.readTable('eosio', producersTable, 'eosio').find(nameToU64(owner));
  ctx.check(producer !== undefined && producer.is_active, 'account is not a qualified oracle');
  ctx.check(quotes.length > 0, 'no quotes provided');
  for (const { pair, value } of quotes) {
    ctx.check(isValidName(pair), 'invalid pair name');
    const pairRow = ctx.table(pairsTable, ctx.self).find(nameToU64(pair));
    ctx.check(pairRow !== undefined && pairRow.active, 'pair not found');
    ctx.check(value > 0n, 'value must be positive');
    const points = ctx.table(datapointsTable, pair);
    const recent = [...points.rows({ reverse: true })];
    const last = recent.find((p) => p.owner === owner);
    ctx.check(!last || ctx.timePoint() - last.timestamp >= 60_000_000n, 'can only call every 60 seconds');
    const kept = recent.slice(0, DATAPOINTS_KEPT - 1);
    const median = medianOf([value, ...kept.map((p) => p.value)]);
    points.insert(ctx.self, { id: points.availablePrimaryKey(), owner, value, median, timestamp: ctx.timePoint() });
    // Drop the oldest points beyond the window.
    for (const old of recent.slice(DATAPOINTS_KEPT - 1)) points.erase(old);
  }
}

function addpair(ctx: ActionContext, { name, quoted_precision }: { name: string; quoted_precision: bigint }): void {
  ctx.requireAuth(ctx.self);
  const pairs = ctx.table(pairsTable, ctx.self);
  ctx.check(pairs.find(nameToU64(name)) === undefined, 'pair already exists');
  pairs.insert(ctx.self, { name, quoted_precision: Number(quoted_precision), active: true });
}

/** The oracle contract. */
export const oracleContract = defineContract({
  id: 'delphioracle',
  abi: ORACLE_ABI,
  tables: [datapointsTable, pairsTable],
  actions: { write, addpair },
});
