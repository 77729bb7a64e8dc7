/** A list's schema and its rows checked where they enter the lists worker (DESIGN §4: checked at the boundary). */
import { ListError, type AnyListSchema, type ColumnKind, type ColumnKinds, type ListSchema } from './types';

const KINDS: readonly ColumnKind[] = ['number', 'units', 'text'];

/** The schema as given, typed for its rows (`ListRow<typeof schema.columns>`). */
export function defineListSchema<const C extends ColumnKinds>(schema: ListSchema<C>): ListSchema<C> {
  return schema;
}

function textColumns(schema: AnyListSchema, names: unknown, what: string): void {
  if (!Array.isArray(names)) throw new ListError(`The schema's ${what} must be a list of column names`);
  for (const name of names)
    if (typeof name !== 'string' || schema.columns[name] !== 'text') throw new ListError(`The schema's ${what} column "${String(name)}" must be a text column`);
}

/** Throws a ListError unless the schema is whole: known kinds, a key column, text search and banned columns. */
export function checkSchema(schema: AnyListSchema): void {
  if (schema === null || typeof schema !== 'object' || schema.columns === null || typeof schema.columns !== 'object')
    throw new ListError('A list schema needs its columns');
  const names = Object.keys(schema.columns);
  if (names.length === 0) throw new ListError('A list schema needs at least one column');
  for (const name of names) if (!KINDS.includes(schema.columns[name] as ColumnKind)) throw new ListError(`Column "${name}" must be number, units or text`);
  const keyKind = Object.hasOwn(schema.columns, schema.key) ? schema.columns[schema.key] : undefined;
  if (keyKind !== 'text' && keyKind !== 'number') throw new ListError(`The key "${String(schema.key)}" must be a text or number column`);
  textColumns(schema, schema.search, 'search');
  if (schema.bannedBy !== undefined) textColumns(schema, schema.bannedBy, 'bannedBy');
}

/** The row count of a set of columns; throws a ListError if a column is missing, of the wrong type or length. */
export function checkColumns(schema: AnyListSchema, columns: Readonly<Record<string, unknown>>): number {
  if (columns === null || typeof columns !== 'object') throw new ListError('Rows must come as an object of columns');
  let length: number | null = null;
  for (const [name, kind] of Object.entries(schema.columns)) {
    const data = columns[name];
    const fits =
      kind === 'number'
        ? data instanceof Float64Array
        : kind === 'units'
          ? data instanceof BigInt64Array
          : Array.isArray(data) && data.every((text) => typeof text === 'string');
    if (!fits)
      throw new ListError(`Column "${name}" must be ${kind === 'number' ? 'a Float64Array' : kind === 'units' ? 'a BigInt64Array' : 'a list of strings'}`);
    const size = (data as ArrayLike<unknown>).length;
    if (length !== null && size !== length) throw new ListError(`Column "${name}" has ${size} rows where the others have ${length}`);
    length = size;
  }
  for (const name of Object.keys(columns)) if (!Object.hasOwn(schema.columns, name)) throw new ListError(`Column "${name}" is not in the list's schema`);
  return length ?? 0;
}
