/**
 * A view's search and filters as one row test (SPEC §5: searches are case-insensitive substring
 * matches on ticker or contract, on owner for holders). Each is checked against the schema first,
 * so a bad request is a clear ListError, never a worker that crashes or quietly shows nothing.
 */
import { ListError, type ColumnKind, type ListFilter, type AnyListSchema } from './types';

/** The stored columns a row test reads: raw values, and text lower-cased for the search. */
export interface FilterColumns {
  values(column: string): Float64Array | BigInt64Array | readonly string[];
  lowerCase(column: string): readonly string[];
}

export type RowTest = (id: number) => boolean;

function kindOf(schema: AnyListSchema, column: unknown): ColumnKind {
  const kind = typeof column === 'string' && Object.hasOwn(schema.columns, column) ? schema.columns[column] : undefined;
  if (kind === undefined) throw new ListError(`Filter column "${String(column)}" is not a column of this list`);
  return kind;
}

function setTest(schema: AnyListSchema, filter: Extract<ListFilter, { op: 'in' | 'notIn' }>, columns: FilterColumns): RowTest {
  const kind = kindOf(schema, filter.column);
  if (kind === 'units') throw new ListError(`Filter "${filter.op}" cannot test the amounts in "${filter.column}"; compare them with gt/gte/lt/lte`);
  const wanted = kind === 'number' ? 'number' : 'string';
  if (!Array.isArray(filter.values) || !filter.values.every((value) => typeof value === wanted))
    throw new ListError(`Filter "${filter.op}" on "${filter.column}" needs a list of ${wanted}s`);
  const set = new Set<string | number>(filter.values);
  const values = columns.values(filter.column) as ArrayLike<string | number>;
  return filter.op === 'in' ? (id) => set.has(values[id] as string | number) : (id) => !set.has(values[id] as string | number);
}

function boundTest(schema: AnyListSchema, filter: Extract<ListFilter, { op: 'gt' | 'gte' | 'lt' | 'lte' }>, columns: FilterColumns): RowTest {
  const kind = kindOf(schema, filter.column);
  if (kind === 'text') throw new ListError(`Filter "${filter.op}" compares numbers; "${filter.column}" holds text`);
  const bound = filter.value;
  if (kind === 'units' ? typeof bound !== 'bigint' : typeof bound !== 'number' || Number.isNaN(bound))
    throw new ListError(`Filter "${filter.op}" on "${filter.column}" needs a ${kind === 'units' ? 'bigint amount in units' : 'number'}`);
  const values = columns.values(filter.column) as ArrayLike<number | bigint>;
  // An unknown number (NaN) passes no bound.
  switch (filter.op) {
    case 'gt':
      return (id) => (values[id] as number | bigint) > bound;
    case 'gte':
      return (id) => (values[id] as number | bigint) >= bound;
    case 'lt':
      return (id) => (values[id] as number | bigint) < bound;
    case 'lte':
      return (id) => (values[id] as number | bigint) <= bound;
  }
}

function filterTest(schema: AnyListSchema, filter: ListFilter, columns: FilterColumns): RowTest {
  if (filter === null || typeof filter !== 'object') throw new ListError('A filter must be an object');
  switch (filter.op) {
    case 'in':
    case 'notIn':
      return setTest(schema, filter, columns);
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return boundTest(schema, filter, columns);
    default:
      throw new ListError(`Filter op "${String((filter as { op?: unknown }).op)}" is not one of in, notIn, gt, gte, lt, lte`);
  }
}

/** The search as typed, reduced to what is matched: trimmed and lower-cased ('' matches every row). */
export function searchTerm(search: unknown): string {
  if (search === undefined) return '';
  if (typeof search !== 'string') throw new ListError('The search must be text');
  return search.trim().toLowerCase();
}

/** One test for a row: it contains the search in a search column and passes every filter; null when nothing is asked. */
export function rowTest(schema: AnyListSchema, search: string, filters: readonly ListFilter[] | undefined, columns: FilterColumns): RowTest | null {
  if (filters !== undefined && !Array.isArray(filters)) throw new ListError('Filters must be a list');
  const tests = (filters ?? []).map((filter) => filterTest(schema, filter, columns));
  if (search !== '') {
    const searched = schema.search.map((column) => columns.lowerCase(column));
    const [first, second] = searched;
    // One or two columns (owner; ticker or contract) without a closure per row and column.
    if (first === undefined) tests.unshift(() => false);
    else if (searched.length === 1) tests.unshift((id) => (first[id] as string).includes(search));
    else if (searched.length === 2) tests.unshift((id) => (first[id] as string).includes(search) || (second![id] as string).includes(search));
    else tests.unshift((id) => searched.some((texts) => (texts[id] as string).includes(search)));
  }
  if (tests.length === 0) return null;
  if (tests.length === 1) return tests[0] as RowTest;
  return (id) => tests.every((test) => test(id));
}
