/**
 * Finished candles of a history seed, held in memory until the seed ends: one growable Float64Array
 * per (pair, stored resolution), rows in bucket order. Written out pair by pair and resolution by
 * resolution, they arrive in the candles table's primary-key order — no staging table, no sort.
 */
import type { CandleDelta } from './candleWriter';

/** Numbers per candle: time and the delta's fields. */
const STRIDE = 13;

class Column {
  values = new Float64Array(STRIDE * 16);
  length = 0;

  push(time: number, d: CandleDelta): void {
    if ((this.length + 1) * STRIDE > this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    const v = this.values;
    const at = this.length * STRIDE;
    v[at] = time;
    v[at + 1] = d.open;
    v[at + 2] = d.high;
    v[at + 3] = d.low;
    v[at + 4] = d.close;
    v[at + 5] = d.volume0;
    v[at + 6] = d.volume1;
    v[at + 7] = d.waxVolume;
    v[at + 8] = d.usdVolume;
    v[at + 9] = d.trades;
    v[at + 10] = d.firstSeq;
    v[at + 11] = d.lastSeq;
    v[at + 12] = d.blockNum;
    this.length += 1;
  }
}

/** Candles per (pair, resolution code). */
export class CandleBuffer {
  private readonly columns = new Map<number, { pairKey: number; res: number; column: Column }>();

  constructor(private readonly resolutions: number) {}

  /** Adds a finished bucket; buckets of one (pair, resolution) must come in time order. */
  add(pairKey: number, res: number, time: number, delta: CandleDelta): void {
    const key = pairKey * this.resolutions + res;
    let entry = this.columns.get(key);
    if (!entry) this.columns.set(key, (entry = { pairKey, res, column: new Column() }));
    entry.column.push(time, delta);
  }

  get size(): number {
    let rows = 0;
    for (const { column } of this.columns.values()) rows += column.length;
    return rows;
  }

  /** Every candle in (pair, resolution, time) order, as CANDLE_COLUMNS values. */
  *rows(): Generator<unknown[]> {
    const keys = [...this.columns.keys()].sort((a, b) => a - b);
    for (const key of keys) {
      const { pairKey, res, column } = this.columns.get(key)!;
      const v = column.values;
      for (let i = 0; i < column.length; i++) {
        const at = i * STRIDE;
        yield [
          pairKey,
          res,
          v[at],
          v[at + 1],
          v[at + 2],
          v[at + 3],
          v[at + 4],
          v[at + 5],
          v[at + 6],
          v[at + 7],
          v[at + 8],
          v[at + 9],
          v[at + 10],
          v[at + 11],
          v[at + 12],
        ];
      }
    }
  }
}
