/** Rows as the lists worker takes them (src/core/lists): one typed array or string list per column. */
import type { ColumnKinds, ListColumns, ListSchema } from '../lists';

/** A row to hand over: numbers may be null (unknown, stored as NaN). */
export type RowInput<C extends ColumnKinds> = { readonly [N in keyof C]: C[N] extends 'number' ? number | null : C[N] extends 'units' ? bigint : string };

/** The columns of `rows` for a list of `schema` (one pass per column; unknown numbers become NaN). */
export function columnsOf<C extends ColumnKinds>(schema: ListSchema<C>, rows: readonly RowInput<C>[]): ListColumns<C> {
  const out: Record<string, Float64Array | BigInt64Array | string[]> = {};
  for (const [name, kind] of Object.entries(schema.columns)) {
    if (kind === 'number') out[name] = Float64Array.from(rows, (row) => (row[name] as number | null) ?? Number.NaN);
    else if (kind === 'units') out[name] = BigInt64Array.from(rows, (row) => row[name] as bigint);
    else out[name] = rows.map((row) => row[name] as string);
  }
  return out as ListColumns<C>;
}
