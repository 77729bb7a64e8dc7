/** One contract table in one scope: rows by primary key plus its secondary indexes, all kept sorted. */
import type { PlainStruct } from '../abi/codec';
import { compareBigInt, insertSorted, removeSorted, searchSorted } from './sorted';

/** Secondary index kinds, as multi_index offers them (idx64, idx128, idx256, idx_double). */
export type IndexKind = 'i64' | 'i128' | 'sha256' | 'float64';

/** A secondary key: bigint for i64/i128, 64-hex string for sha256, number for float64. */
export type SecondaryKey = bigint | number | string;

/** A stored row: the frozen value, who pays its RAM, its encoded size and its secondary keys. */
export interface StoredRow {
  readonly value: Readonly<PlainStruct>;
  readonly payer: string;
  readonly size: number;
  readonly secondary: readonly SecondaryKey[];
}

/** An entry of a secondary index. */
export interface IndexEntry {
  readonly key: SecondaryKey;
  readonly pk: bigint;
}

/** Orders secondary keys of one kind (sha256 keys compare as their bytes, i.e. their hex). */
export function compareSecondary(a: SecondaryKey, b: SecondaryKey): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const compareEntry = (a: IndexEntry, b: IndexEntry): number => compareSecondary(a.key, b.key) || compareBigInt(a.pk, b.pk);

/** Rows of one (code, table, scope). */
export class TableData {
  readonly rows = new Map<bigint, StoredRow>();
  readonly keys: bigint[] = [];
  readonly indexes: IndexEntry[][];
  /** Counts changes (undo included): a snapshot re-encodes only tables whose revision moved. */
  revision = 0;

  constructor(
    readonly code: string,
    readonly table: string,
    readonly scope: bigint,
    readonly indexKinds: readonly IndexKind[],
  ) {
    this.indexes = indexKinds.map(() => []);
  }

  /** Stores a row under pk, returning the row it replaced. */
  put(pk: bigint, row: StoredRow): StoredRow | undefined {
    this.revision += 1;
    const prev = this.rows.get(pk);
    if (prev) this.unindex(pk, prev);
    else insertSorted(this.keys, pk, compareBigInt);
    this.rows.set(pk, row);
    row.secondary.forEach((key, i) => insertSorted(this.indexes[i]!, { key, pk }, compareEntry));
    return prev;
  }

  /** Removes the row under pk, returning it. */
  delete(pk: bigint): StoredRow | undefined {
    const prev = this.rows.get(pk);
    if (!prev) return undefined;
    this.revision += 1;
    this.unindex(pk, prev);
    removeSorted(this.keys, pk, compareBigInt);
    this.rows.delete(pk);
    return prev;
  }

  /** Fills an empty table with rows given in ascending primary key (a snapshot restoring it): no search per row. */
  load(rows: readonly (readonly [bigint, StoredRow])[]): void {
    if (this.rows.size > 0) throw new Error(`table ${this.code}:${this.table} is not empty`);
    for (const [pk, row] of rows) {
      const last = this.keys[this.keys.length - 1];
      if (last !== undefined && last >= pk) throw new Error(`rows of ${this.code}:${this.table} must ascend by primary key`);
      this.keys.push(pk);
      this.rows.set(pk, row);
      row.secondary.forEach((key, i) => this.indexes[i]?.push({ key, pk }));
    }
    for (const index of this.indexes) index.sort(compareEntry);
  }

  private unindex(pk: bigint, row: StoredRow): void {
    row.secondary.forEach((key, i) => removeSorted(this.indexes[i]!, { key, pk }, compareEntry));
  }

  /** Position of the first primary key ≥ pk (or > pk when strict). */
  primaryPosition(pk: bigint, strict = false): number {
    return searchSorted(this.keys, pk, compareBigInt, strict);
  }

  /** Position of the first entry of index i with key ≥ key (> when strict; ties broken by pk). */
  secondaryPosition(i: number, key: SecondaryKey, strict = false, pk?: bigint): number {
    const index = this.indexes[i] ?? [];
    return searchSorted(index, key, (entry, probe) => compareSecondary(entry.key, probe) || (pk === undefined ? 0 : compareBigInt(entry.pk, pk)), strict);
  }
}
