/** Every list the lists worker holds (markets, top tokens, top pairs, holders, trades …), by id, and the banned contracts they share. */
import { ListTable } from './listTable';
import { ListError, type AnyListSchema, type ListFrame, type ListView, type ListViewRequest } from './types';
import { viewOfFrame } from './frame';

/** The banned-contract names as given, checked to be a list of strings. */
function bannedSet(contracts: readonly string[]): ReadonlySet<string> {
  if (!Array.isArray(contracts) || !contracts.every((name) => typeof name === 'string'))
    throw new ListError('Banned contracts must be a list of account names');
  return new Set(contracts);
}

export class ListStore {
  private readonly lists = new Map<string, ListTable>();
  private banned: ReadonlySet<string> = new Set();

  private list(listId: unknown): ListTable {
    const list = typeof listId === 'string' ? this.lists.get(listId) : undefined;
    if (list === undefined) throw new ListError(`No list "${String(listId)}" is loaded`);
    return list;
  }

  /** The contracts whose rows sort to the end (SPEC §6), for every list with a `bannedBy` column. */
  setBannedContracts(contracts: readonly string[]): void {
    this.banned = bannedSet(contracts);
    for (const list of this.lists.values()) list.setBanned(this.banned);
  }

  /** Holds these rows as list `listId`, replacing any list of that id. */
  load(listId: string, schema: AnyListSchema, columns: Readonly<Record<string, unknown>>): void {
    if (typeof listId !== 'string' || listId === '') throw new ListError('A list needs an id');
    this.lists.set(listId, new ListTable(schema, columns, this.banned));
  }

  /** Adds or overwrites rows by key. */
  upsert(listId: string, columns: Readonly<Record<string, unknown>>): void {
    this.list(listId).upsert(columns);
  }

  /** Leaves out the rows with these keys; answers how many were shown. */
  remove(listId: string, keys: readonly (string | number)[]): number {
    return this.list(listId).remove(keys);
  }

  /** The ids of the lists held. */
  listIds(): string[] {
    return [...this.lists.keys()];
  }

  /** One piece of a list's idle-time preparation (ListTable.prepare); false when none was left or the list is gone. */
  prepare(listId: string): boolean {
    return this.lists.get(listId)?.prepare() ?? false;
  }

  /** Forgets a list; true if it was held. */
  drop(listId: string): boolean {
    return this.lists.delete(listId);
  }

  /** A frame of a held list: what the worker answers. */
  frame(request: ListViewRequest): ListFrame {
    if (request === null || typeof request !== 'object') throw new ListError('A view request must be an object');
    return this.list(request.listId).frame(request);
  }

  /** A view of a held list, its rows as objects. */
  view(request: ListViewRequest): ListView {
    return viewOfFrame(this.frame(request));
  }
}
