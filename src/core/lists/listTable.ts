/**
 * One list held by the lists worker (DESIGN §4): columnar rows, the sorted orders asked for so far
 * (one per column and direction), and the last few filtered views, so scrolling a view costs the
 * rows in the window and a new sort of 100,000 rows costs a radix sort once (bench/lists.bench.ts).
 */
import { rowTest, searchTerm, type FilterColumns } from './filter';
import { checkColumns, checkSchema } from './schema';
import { ascendingOrder, directedOrder, mergeChanged, type SortColumn } from './sortOrder';
import { ListError, MAX_FRAME_BYTES, MAX_WINDOW_ROWS, type AnyListSchema, type ListFrame, type ListViewRequest, type SortDir } from './types';

type Storage = Float64Array | BigInt64Array | string[];
type Key = string | number;

/** Filtered views kept per list: the view on screen and a few it may go back to. */
const KEPT_VIEWS = 4;

const sameCell = (a: unknown, b: unknown) => a === b || (a !== a && b !== b); // NaN equals NaN here

function isWholeCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

export class ListTable implements FilterColumns {
  readonly schema: AnyListSchema;
  private length = 0;
  private readonly data = new Map<string, Storage>();
  private readonly lower = new Map<string, string[]>();
  private readonly rowOfKey = new Map<Key, number>();
  /** 1 for a removed row (kept in the sorted orders, left out of views); null until a row is removed. */
  private removed: Uint8Array | null = null;
  /** 1 for a row naming a banned contract; undefined until asked for, null when none can be. */
  private bannedRows: Uint8Array | null | undefined;
  private readonly ascending = new Map<string, Uint32Array>();
  private readonly directed = new Map<string, Uint32Array>();
  private readonly views = new Map<string, Uint32Array>();
  private version = 0;

  constructor(
    schema: AnyListSchema,
    columns: Readonly<Record<string, unknown>>,
    private banned: ReadonlySet<string>,
  ) {
    checkSchema(schema);
    this.schema = schema;
    const n = checkColumns(schema, columns);
    for (const [name, kind] of Object.entries(schema.columns)) {
      const column = columns[name] as Storage;
      // Texts are copied (a list grows by push); typed arrays were handed over and are kept as they are.
      this.data.set(name, kind === 'text' ? (column as string[]).slice() : column);
    }
    this.length = n;
    const keys = this.data.get(schema.key) as ArrayLike<Key>;
    for (let id = 0; id < n; id++) {
      const key = keys[id] as Key;
      if (typeof key === 'number' && Number.isNaN(key)) throw new ListError(`Row ${id} has no key ("${schema.key}")`);
      if (this.rowOfKey.has(key)) throw new ListError(`Key "${String(key)}" appears twice in "${schema.key}"`);
      this.rowOfKey.set(key, id);
    }
  }

  /** The rows passing the search and filters, in the asked order (cached per request). */
  private filtered(request: ListViewRequest): Uint32Array {
    const search = searchTerm(request.search);
    const signature = JSON.stringify([request.sort.key, request.sort.dir, search, request.filters ?? []], (_key, value: unknown) =>
      typeof value === 'bigint' ? `${value}n` : value,
    );
    const kept = this.views.get(signature);
    if (kept !== undefined) {
      this.views.delete(signature);
      this.views.set(signature, kept);
      return kept;
    }
    const order = this.sortedOrder(request.sort.key, request.sort.dir);
    const test = rowTest(this.schema, search, request.filters, this);
    let rows = order;
    if (test !== null || this.removed !== null) {
      const removed = this.removed;
      const out = new Uint32Array(order.length);
      let count = 0;
      for (let i = 0; i < order.length; i++) {
        const id = order[i] as number;
        if ((removed === null || removed[id] === 0) && (test === null || test(id))) out[count++] = id;
      }
      rows = out.subarray(0, count);
    }
    this.views.set(signature, rows);
    if (this.views.size > KEPT_VIEWS) this.views.delete(this.views.keys().next().value as string);
    return rows;
  }

  /** The frame a request asks for: the total after filtering and the window's rows, column by column. */
  frame(request: ListViewRequest): ListFrame {
    const { sort, window } = request;
    if (sort === null || typeof sort !== 'object' || typeof sort.key !== 'string' || !Object.hasOwn(this.schema.columns, sort.key))
      throw new ListError(`Sort column "${String(sort?.key)}" is not a column of this list`);
    if (sort.dir !== 'asc' && sort.dir !== 'desc') throw new ListError(`Sort direction "${String(sort.dir)}" must be asc or desc`);
    if (window === null || typeof window !== 'object' || !isWholeCount(window.start) || !isWholeCount(window.count))
      throw new ListError('The window needs a whole start and count');
    const order = this.filtered(request);
    const start = Math.min(window.start, order.length);
    const asked = order.subarray(start, start + Math.min(order.length - start, window.count, MAX_WINDOW_ROWS));
    const ids = asked.subarray(0, this.rowsWithin(asked, MAX_FRAME_BYTES));
    const count = ids.length;
    const columns: Record<string, Float64Array | BigInt64Array | string[]> = {};
    for (const [name, column] of this.data) {
      if (Array.isArray(column)) columns[name] = Array.from(ids, (id) => column[id] as string);
      else {
        const out = column instanceof Float64Array ? new Float64Array(count) : new BigInt64Array(count);
        for (let i = 0; i < count; i++) out[i] = column[ids[i] as number] as number & bigint;
        columns[name] = out;
      }
    }
    return { listId: request.listId, version: this.version, total: order.length, start, count, columns };
  }

  /**
   * How many of `ids` (from the first) a frame of at most `budget` bytes holds, at least one: the
   * bytes as the structured clone writes them (a figure 8, a text its characters and a few more).
   */
  private rowsWithin(ids: Uint32Array, budget: number): number {
    const texts: string[][] = [];
    let fixed = 0;
    let room = budget - 128; // the frame's own fields
    for (const [name, column] of this.data) {
      room -= 24 + name.length;
      if (Array.isArray(column)) texts.push(column);
      else fixed += 8;
    }
    for (let i = 0; i < ids.length; i++) {
      let bytes = fixed;
      for (const column of texts) {
        const text = column[ids[i] as number] as string;
        // eslint-disable-next-line no-control-regex -- a text past Latin-1 is written two bytes a character
        bytes += 3 + (/[^\u0000-\u00ff]/.test(text) ? 2 * text.length : text.length);
      }
      room -= bytes;
      if (room < 0) return Math.max(1, i);
    }
    return ids.length;
  }

  /**
   * Adds rows whose key is new and overwrites those whose key is known (a price tick, a page of
   * load-more), bringing back removed ones; kept orders take the changed rows in by merging.
   */
  upsert(columns: Readonly<Record<string, unknown>>): void {
    const m = checkColumns(this.schema, columns);
    const keys = columns[this.schema.key] as ArrayLike<Key>;
    const oldLength = this.length;
    const ids = new Uint32Array(m);
    let length = oldLength;
    for (let i = 0; i < m; i++) {
      const key = keys[i] as Key;
      if (typeof key === 'number' && Number.isNaN(key)) throw new ListError(`Row ${i} has no key ("${this.schema.key}")`);
      let id = this.rowOfKey.get(key);
      if (id === undefined) {
        id = length++;
        this.rowOfKey.set(key, id);
      }
      ids[i] = id;
    }
    this.grow(length);
    const changedRows = new Set<number>();
    const changedColumns = new Set<string>();
    for (const [name, column] of this.data) {
      const incoming = columns[name] as ArrayLike<unknown>;
      for (let i = 0; i < m; i++) {
        const id = ids[i] as number;
        if (id < oldLength && sameCell(column[id], incoming[i])) continue;
        (column as unknown as Record<number, unknown>)[id] = incoming[i];
        changedRows.add(id);
        changedColumns.add(name);
        if (this.schema.columns[name] === 'text') this.lower.get(name)?.splice(id, 1, (incoming[i] as string).toLowerCase());
      }
    }
    for (let i = 0; i < m; i++) if (this.removed !== null && this.removed[ids[i] as number] === 1) this.removed[ids[i] as number] = 0;
    this.length = length;
    this.version += 1;
    this.views.clear();
    if (changedRows.size === 0) return;
    const changed = Uint32Array.from(changedRows);
    for (const name of changedColumns) {
      const kept = this.ascending.get(name);
      // Merging costs a pass over the list; past ~1/8 of the rows changed, a fresh sort costs less.
      if (kept !== undefined && changed.length <= length / 8) this.ascending.set(name, mergeChanged(kept, changed, length, this.sortColumn(name)));
      else this.ascending.delete(name);
      for (const dir of ['asc', 'desc'] as const) this.directed.delete(`${name}:${dir}`);
    }
    if (this.schema.bannedBy?.some((name) => changedColumns.has(name))) this.forgetBanned();
  }

  /** Leaves out the rows with these keys (until an upsert brings them back); answers how many were there. */
  remove(keys: readonly Key[]): number {
    if (!Array.isArray(keys)) throw new ListError('Rows to remove must be a list of keys');
    let count = 0;
    for (const key of keys) {
      const id = this.rowOfKey.get(key);
      if (id === undefined) continue;
      this.removed ??= new Uint8Array(this.capacity());
      if (this.removed[id] === 1) continue;
      this.removed[id] = 1;
      count += 1;
    }
    if (count > 0) {
      this.version += 1;
      this.views.clear();
    }
    return count;
  }

  /** The banned contracts changed: banned rows move (SPEC §6). */
  setBanned(banned: ReadonlySet<string>): void {
    this.banned = banned;
    if (this.schema.bannedBy !== undefined && this.schema.bannedBy.length > 0) this.forgetBanned();
  }

  private forgetBanned(): void {
    this.bannedRows = undefined;
    this.directed.clear();
    this.views.clear();
  }

  private bannedFlags(): Uint8Array | null {
    if (this.bannedRows !== undefined) return this.bannedRows;
    const columns = (this.schema.bannedBy ?? []).map((name) => this.data.get(name) as string[]);
    if (columns.length === 0 || this.banned.size === 0) return (this.bannedRows = null);
    const flags = new Uint8Array(this.length);
    for (let id = 0; id < this.length; id++) if (columns.some((column) => this.banned.has(column[id] as string))) flags[id] = 1;
    return (this.bannedRows = flags);
  }

  /**
   * Does one piece of the work a first search or sort would otherwise wait for — lower-casing a
   * searched column, sorting a column, ordering it one way with banned rows placed — and answers
   * false when there was none left. The worker runs
   * it in the idle time after a load or an upsert, a piece per task, so a view asked meanwhile waits
   * one piece at most.
   */
  prepare(): boolean {
    const unsearched = this.schema.search.find((column) => !this.lower.has(column));
    if (unsearched !== undefined) {
      this.lowerCase(unsearched);
      return true;
    }
    const unsorted = Object.keys(this.schema.columns).find((column) => !this.ascending.has(column));
    if (unsorted !== undefined) {
      this.ascending.set(unsorted, ascendingOrder(this.sortColumn(unsorted), this.length));
      return true;
    }
    for (const column of Object.keys(this.schema.columns))
      for (const dir of ['desc', 'asc'] as const)
        if (!this.directed.has(`${column}:${dir}`)) {
          this.sortedOrder(column, dir);
          return true;
        }
    return false;
  }

  private sortedOrder(key: string, dir: SortDir): Uint32Array {
    const name = `${key}:${dir}`;
    let order = this.directed.get(name);
    if (order === undefined) {
      let ascending = this.ascending.get(key);
      if (ascending === undefined) {
        ascending = ascendingOrder(this.sortColumn(key), this.length);
        this.ascending.set(key, ascending);
      }
      order = directedOrder(ascending, this.sortColumn(key), dir, this.bannedFlags());
      this.directed.set(name, order);
    }
    return order;
  }

  private sortColumn(name: string): SortColumn {
    const kind = this.schema.columns[name];
    if (kind === 'text') return { kind, values: this.lowerCase(name) };
    const values = this.data.get(name);
    if (values instanceof Float64Array) return { kind: 'number', values: values.subarray(0, this.length) };
    return { kind: 'units', values: (values as BigInt64Array).subarray(0, this.length) };
  }

  /** FilterColumns: a column's stored values. */
  values(column: string): Float64Array | BigInt64Array | readonly string[] {
    return this.data.get(column) as Storage;
  }

  /** FilterColumns: a text column lower-cased, made once and kept up to date. */
  lowerCase(column: string): readonly string[] {
    let texts = this.lower.get(column);
    if (texts === undefined) {
      texts = (this.data.get(column) as string[]).map((text) => text.toLowerCase());
      this.lower.set(column, texts);
    }
    return texts;
  }

  private capacity(): number {
    const typed = [...this.data.values()].find((column) => !Array.isArray(column));
    return typed?.length ?? this.length;
  }

  /** Room for `length` rows in the removed flags and every typed column (doubling). */
  private grow(length: number): void {
    if (this.removed !== null && this.removed.length < length) {
      const removed = new Uint8Array(Math.max(length, this.removed.length * 2));
      removed.set(this.removed);
      this.removed = removed;
    }
    const capacity = this.capacity();
    if (length <= capacity) return;
    const next = Math.max(length, capacity * 2, 16);
    for (const [name, column] of this.data) {
      if (Array.isArray(column)) continue;
      const bigger = column instanceof Float64Array ? new Float64Array(next).fill(NaN) : new BigInt64Array(next);
      bigger.set(column.subarray(0, this.length) as Float64Array & BigInt64Array);
      this.data.set(name, bigger);
    }
  }
}
