/** Table cursors handed to contracts: multi_index semantics over the sorted table store. */
import { assertionFailure, chainError } from '../core/errors';
import { deepFreeze } from '../core/freeze';
import { isValidName, nameToU64 } from '../core/name';
import type { IndexCursor, RowRange, TableCursor, TableDef } from './framework';
import type { AbiCodec } from '../abi/codec';
import type { Database } from '../state/database';
import type { SecondaryKey, TableData } from '../state/table';
import { compareSecondary } from '../state/table';

/** Converts a scope given as a name or uint64. */
export function scopeValue(scope: string | bigint): bigint {
  if (typeof scope === 'bigint') return scope;
  if (!isValidName(scope)) throw assertionFailure(`invalid scope name ${scope}`);
  return nameToU64(scope);
}

/** Checks a RAM payer before a row grows or changes hands. */
export type PayerCheck = (payer: string) => void;

/** What a writable cursor needs from its apply context. */
export interface CursorHost {
  readonly db: Database;
  readonly codec: AbiCodec | undefined;
  readonly isAccount: (name: string) => boolean;
  readonly checkPayer: PayerCheck;
}

/** A cursor over (code, table, scope); writes only when `host` allows it. */
export class Cursor<Row> implements TableCursor<Row> {
  private readonly scope: bigint;

  constructor(
    private readonly code: string,
    private readonly def: TableDef<Row>,
    scope: string | bigint,
    private readonly host: CursorHost,
    private readonly writable: boolean,
  ) {
    this.scope = scopeValue(scope);
  }

  /** The scope's table once it exists (the database never drops one, so it is looked up once). */
  private found: TableData | undefined;

  private data(): TableData | undefined {
    return (this.found ??= this.host.db.find(this.code, this.def.name, this.scope));
  }

  private rowAt(pk: bigint): Row | undefined {
    return this.data()?.rows.get(pk)?.value as Row | undefined;
  }

  find(pk: bigint): Row | undefined {
    return this.rowAt(pk);
  }

  get(pk: bigint, message = 'unable to find key'): Row {
    const row = this.rowAt(pk);
    if (row === undefined) throw assertionFailure(message);
    return row;
  }

  *rows(range: RowRange<bigint> = {}): Generator<Row> {
    const data = this.data();
    if (!data) return;
    let pos = range.reverse
      ? (range.upper === undefined ? data.keys.length : data.primaryPosition(range.upper, true)) - 1
      : range.lower === undefined
        ? 0
        : data.primaryPosition(range.lower);
    for (;;) {
      const pk = data.keys[pos];
      if (pk === undefined || pos < 0) return;
      if (range.reverse ? range.lower !== undefined && pk < range.lower : range.upper !== undefined && pk > range.upper) return;
      yield data.rows.get(pk)!.value as Row;
      // The key just yielded still at its place: nothing moved before it, step on. Otherwise the
      // handler erased or inserted rows meanwhile: re-seek from that key.
      if (data.keys[pos] === pk) pos += range.reverse ? -1 : 1;
      else pos = range.reverse ? data.primaryPosition(pk) - 1 : data.primaryPosition(pk, true);
    }
  }

  lowerBound(pk: bigint): Row | undefined {
    return this.rows({ lower: pk }).next().value ?? undefined;
  }

  upperBound(pk: bigint): Row | undefined {
    const data = this.data();
    const key = data?.keys[data.primaryPosition(pk, true)];
    return key === undefined ? undefined : this.rowAt(key);
  }

  count(): number {
    return this.data()?.rows.size ?? 0;
  }

  availablePrimaryKey(): bigint {
    const keys = this.data()?.keys ?? [];
    const last = keys[keys.length - 1];
    return last === undefined ? 0n : last + 1n;
  }

  index(which: string | number): IndexCursor<Row> {
    const position = typeof which === 'number' ? which - 2 : this.def.indexes.findIndex((i) => i.name === which);
    if (position < 0 || position >= this.def.indexes.length) throw assertionFailure(`table ${this.def.name} has no index ${String(which)}`);
    return new SecondaryCursor<Row>(() => this.data(), position);
  }

  private requireWritable(): void {
    if (!this.writable)
      throw chainError(3160002, 'table_access_violation', 'Table access violation', 'db access violation', 'apply_context.cpp', 1, 'db_store_i64');
  }

  private store(pk: bigint, row: Row, payer: string): void {
    const codec = this.host.codec;
    if (!codec) throw assertionFailure(`contract ${this.code} has no ABI for table ${this.def.name}`);
    let value: Record<string, unknown>;
    let size: number;
    try {
      value = codec.coerce(this.def.type, row) as Record<string, unknown>;
      size = codec.encodedSize(this.def.type, value);
    } catch (e) {
      throw assertionFailure(`row of ${this.def.name} does not match ${this.def.type}: ${(e as Error).message}`);
    }
    deepFreeze(value);
    const secondary = this.def.indexes.map((index) => index.key(value as Row));
    this.host.db.put(
      this.code,
      this.def.name,
      this.scope,
      this.def.indexes.map((i) => i.kind),
      pk,
      { value, payer, size, secondary },
    );
  }

  insert(payer: string, row: Row): void {
    this.requireWritable();
    if (!this.host.isAccount(payer)) throw assertionFailure(`payer account ${payer} does not exist`);
    const pk = this.def.primaryKey(row);
    if (this.rowAt(pk) !== undefined)
      throw chainError(
        3060000,
        'database_exception',
        'Database exception',
        'could not insert object, most likely a uniqueness constraint was violated',
        'chainbase.hpp',
        1,
        'emplace',
      );
    this.host.checkPayer(payer);
    this.store(pk, row, payer);
  }

  modify(current: Row, payer: string | null, next: Row): void {
    this.requireWritable();
    const pk = this.def.primaryKey(current);
    const stored = this.data()?.rows.get(pk);
    if (!stored) throw assertionFailure('object passed to modify is not in multi_index');
    if (this.def.primaryKey(next) !== pk) throw assertionFailure('updater cannot change primary key when modifying an object');
    const newPayer = payer ?? stored.payer;
    if (newPayer !== stored.payer) this.host.checkPayer(newPayer);
    this.store(pk, next, newPayer);
    const grown = this.data()!.rows.get(pk)!;
    if (newPayer === stored.payer && grown.size > stored.size) this.host.checkPayer(newPayer);
  }

  erase(row: Row): void {
    this.requireWritable();
    const pk = this.def.primaryKey(row);
    if (this.rowAt(pk) === undefined) throw assertionFailure('attempt to remove object that was not in multi_index');
    this.host.db.remove(this.code, this.def.name, this.scope, pk);
  }
}

/** Iteration over one secondary index, re-seeking after each row so erasing while iterating is safe. */
class SecondaryCursor<Row> implements IndexCursor<Row> {
  constructor(
    private readonly data: () => TableData | undefined,
    private readonly position: number,
  ) {}

  *rows(range: RowRange<SecondaryKey> = {}): Generator<Row> {
    const data = this.data();
    if (!data) return;
    const entries = data.indexes[this.position]!;
    let pos = range.reverse
      ? (range.upper === undefined ? entries.length : data.secondaryPosition(this.position, range.upper, true)) - 1
      : range.lower === undefined
        ? 0
        : data.secondaryPosition(this.position, range.lower);
    for (;;) {
      const entry = entries[pos];
      if (entry === undefined || pos < 0) return;
      if (
        range.reverse
          ? range.lower !== undefined && compareSecondary(entry.key, range.lower) < 0
          : range.upper !== undefined && compareSecondary(entry.key, range.upper) > 0
      )
        return;
      yield data.rows.get(entry.pk)!.value as Row;
      // As for primary keys: entries are unique objects, so the same one at pos means nothing moved.
      if (entries[pos] === entry) pos += range.reverse ? -1 : 1;
      else
        pos = range.reverse
          ? data.secondaryPosition(this.position, entry.key, false, entry.pk) - 1
          : data.secondaryPosition(this.position, entry.key, true, entry.pk);
    }
  }

  find(key: SecondaryKey): Row | undefined {
    const row = this.lowerBound(key);
    const data = this.data();
    if (row === undefined || !data) return undefined;
    const entry = data.indexes[this.position]![data.secondaryPosition(this.position, key)];
    return entry && compareSecondary(entry.key, key) === 0 ? row : undefined;
  }

  lowerBound(key: SecondaryKey): Row | undefined {
    return this.rows({ lower: key }).next().value ?? undefined;
  }

  upperBound(key: SecondaryKey): Row | undefined {
    const data = this.data();
    const entry = data?.indexes[this.position]![data.secondaryPosition(this.position, key, true)];
    return entry ? (data!.rows.get(entry.pk)!.value as Row) : undefined;
  }
}
