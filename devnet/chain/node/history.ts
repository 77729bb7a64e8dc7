/** Executed transactions and per-account action history (what /v1/history serves and the indexer reads). */
import type { ActionTrace, RawAction } from '../exec/trace';

/** The packed form a transaction arrived in. */
export interface PackedTrxJson {
  readonly signatures: readonly string[];
  readonly compression: number;
  readonly packed_context_free_data: string;
  readonly packed_trx: string;
}

/** Transaction header fields. */
export interface TrxHeader {
  readonly expiration: number;
  readonly ref_block_num: number;
  readonly ref_block_prefix: number;
  readonly max_net_usage_words: number;
  readonly max_cpu_usage_ms: number;
  readonly delay_sec: number;
}

/** An executed transaction. */
export interface TransactionRecord {
  readonly id: string;
  readonly blockNum: number;
  readonly blockTime: number;
  readonly packed: PackedTrxJson;
  readonly header: TrxHeader;
  readonly actions: readonly RawAction[];
  readonly traces: readonly ActionTrace[];
  readonly cpuUsageUs: number;
  readonly netUsageWords: number;
  readonly elapsedUs: number;
  /** Pushed by the devnet itself (genesis, seeders, bots) rather than signed by a client. */
  readonly fiat: boolean;
}

/** One entry of an account's history: an action trace that concerns it. */
export interface AccountAction {
  readonly tx: TransactionRecord;
  readonly trace: ActionTrace;
}

/** An account's retained actions: `at(seq)` answers for account_action_seq in [first, total). */
export interface AccountActions {
  /** account_action_seq of the oldest action still held. */
  readonly first: number;
  /** Actions ever filed for the account (the next account_action_seq). */
  readonly total: number;
  at(seq: number): AccountAction | undefined;
}

/** How much history is held in memory (and loaded at a restart): the newest transactions within both bounds. */
export interface HistoryRetention {
  /** Most transactions held. */
  readonly transactions: number;
  /**
   * Most action traces held, the measure of memory: a bot transaction carries ~150 traces and
   * costs ~85 KB of heap, a transfer one or two.
   */
  readonly traces: number;
}

/**
 * 500,000 traces: some 300 MB of heap and a restart that decodes them in 2-4 s (about a minute of
 * bot flow 2000, three quarters of an hour at the default flow 50); or 100,000 light transactions.
 */
export const DEFAULT_HISTORY_RETENTION: HistoryRetention = { transactions: 100_000, traces: 500_000 };

/** A queue that drops from the front without moving the rest every time. */
class Queue<T> {
  private items: T[] = [];
  private head = 0;
  /** @param dropped Items ever dropped from the front: the index of items[head] in the whole sequence. */
  constructor(public dropped = 0) {}

  get length(): number {
    return this.items.length - this.head;
  }

  push(item: T): void {
    this.items.push(item);
  }

  /** The item at `index` of the whole sequence, undefined when dropped or not there yet. */
  at(index: number): T | undefined {
    return index < this.dropped ? undefined : this.items[this.head + index - this.dropped];
  }

  first(): T | undefined {
    return this.items[this.head];
  }

  shift(): void {
    this.head++;
    this.dropped++;
    // Compacts once half of the array is dropped, so dropping stays O(1) on average.
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }

  *[Symbol.iterator](): Generator<T> {
    for (let i = this.head; i < this.items.length; i++) yield this.items[i]!;
  }
}

const NO_ACTIONS: AccountActions = { first: 0, total: 0, at: () => undefined };

/**
 * Executed transactions, the newest `retention` of them in memory (older ones are evicted, as a
 * nodeos node with pruned history forgets them). The very first transaction is kept besides: it
 * dates the chain (the world tells another genesis by it).
 */
export class History {
  private readonly byId = new Map<string, TransactionRecord>();
  private readonly ordered = new Queue<TransactionRecord>();
  private readonly byAccount = new Map<string, Queue<AccountAction>>();
  private originRecord: TransactionRecord | undefined;
  /** Transactions from this index on are not evicted yet (the snapshot writer has not stored them). */
  private holdFrom = Infinity;
  private heldTraces = 0;

  constructor(private bounds: HistoryRetention = DEFAULT_HISTORY_RETENTION) {}

  /** What is held in memory at most. */
  get retention(): HistoryRetention {
    return this.bounds;
  }

  set retention(bounds: HistoryRetention) {
    for (const value of [bounds.transactions, bounds.traces])
      if (!Number.isInteger(value) || value < 1) throw new RangeError(`history retention must be positive integers, not ${value}`);
    this.bounds = bounds;
    this.evict();
  }

  /** Action traces held in memory. */
  get traces(): number {
    return this.heldTraces;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get(id: string): TransactionRecord | undefined {
    return this.byId.get(id);
  }

  /** Transactions held in memory. */
  get size(): number {
    return this.ordered.length;
  }

  /** Transactions ever executed (held and evicted). */
  get total(): number {
    return this.ordered.dropped + this.ordered.length;
  }

  /** Index (in execution order, from 0) of the oldest transaction held. */
  get firstIndex(): number {
    return this.ordered.dropped;
  }

  /** The chain's first transaction, kept when evicted. */
  get origin(): TransactionRecord | undefined {
    return this.originRecord;
  }

  /** Held transactions in execution order, from index `from` on. */
  *since(from = 0): Generator<TransactionRecord> {
    for (let i = Math.max(from, this.ordered.dropped); i < this.total; i++) yield this.ordered.at(i)!;
  }

  /** A held transaction whose id starts with `prefix` (ids typed by hand are often cut short). */
  findByPrefix(prefix: string): TransactionRecord | undefined {
    for (const tx of this.ordered) if (tx.id.startsWith(prefix)) return tx;
    return undefined;
  }

  /** Keeps transactions from `index` on until called again (the snapshot writer's unsaved ones). */
  hold(index: number): void {
    this.holdFrom = index;
    this.evict();
  }

  /**
   * Starts from a stored tail: `origin` (the chain's first transaction), then `records`, the first
   * of which has index `firstIndex`; `actionTotals` are the accounts' action counts after them.
   */
  restore(origin: TransactionRecord, records: readonly TransactionRecord[], firstIndex: number, actionTotals: Readonly<Record<string, number>> = {}): void {
    if (this.total !== 0) throw new Error('history restored into a non-empty history');
    this.originRecord = origin;
    this.ordered.dropped = firstIndex;
    if (firstIndex === 0 && records[0] !== origin) throw new Error('history without its first transaction');
    for (const record of records) this.add(record);
    for (const [account, total] of Object.entries(actionTotals)) {
      const list = this.byAccount.get(account);
      if (list) list.dropped = total - list.length;
      else if (total > 0) this.byAccount.set(account, new Queue<AccountAction>(total));
    }
  }

  /** Records a transaction; like nodeos's history plugin, each trace is filed under its receiver and its authorizers. */
  add(record: TransactionRecord): void {
    this.originRecord ??= record;
    this.byId.set(record.id, record);
    this.ordered.push(record);
    this.heldTraces += record.traces.length;
    forAccounts(record, (account, trace) => {
      let list = this.byAccount.get(account);
      if (!list) this.byAccount.set(account, (list = new Queue<AccountAction>()));
      list.push({ tx: record, trace });
    });
    this.evict();
  }

  private evict(): void {
    const { transactions, traces } = this.bounds;
    // The newest transaction stays, however many traces it carries.
    while ((this.ordered.length > transactions || this.heldTraces > traces) && this.ordered.length > 1 && this.ordered.dropped < this.holdFrom) {
      const record = this.ordered.first()!;
      this.ordered.shift();
      this.heldTraces -= record.traces.length;
      this.byId.delete(record.id);
      forAccounts(record, (account) => {
        const list = this.byAccount.get(account)!;
        if (list.first()?.tx === record) list.shift();
      });
    }
  }

  /** Per account: how many actions were ever filed (what a restart needs to keep account_action_seq). */
  actionTotals(): Record<string, number> {
    const totals: Record<string, number> = {};
    for (const [account, list] of this.byAccount) totals[account] = list.dropped + list.length;
    return totals;
  }

  /** An account's actions (index = account_action_seq). */
  actionsOf(account: string): AccountActions {
    const list = this.byAccount.get(account);
    if (!list) return NO_ACTIONS;
    return { first: list.dropped, total: list.dropped + list.length, at: (seq) => list.at(seq) };
  }
}

/** Calls `each` once per account a trace is filed under, in filing order. */
function forAccounts(record: TransactionRecord, each: (account: string, trace: ActionTrace) => void): void {
  for (const trace of record.traces) {
    each(trace.receiver, trace);
    const levels = trace.act.authorization;
    for (let i = 0; i < levels.length; i++) {
      const actor = levels[i]!.actor;
      // Once per account and trace, as a Set would, without building one for every trace.
      if (actor !== trace.receiver && levels.findIndex((l) => l.actor === actor) === i) each(actor, trace);
    }
  }
}
