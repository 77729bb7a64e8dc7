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

/** All executed transactions. */
export class History {
  private readonly byId = new Map<string, TransactionRecord>();
  private readonly ordered: TransactionRecord[] = [];
  private readonly byAccount = new Map<string, AccountAction[]>();

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get(id: string): TransactionRecord | undefined {
    return this.byId.get(id);
  }

  get size(): number {
    return this.ordered.length;
  }

  /** Transactions in execution order. */
  all(): readonly TransactionRecord[] {
    return this.ordered;
  }

  /** Records a transaction; like nodeos's history plugin, each trace is filed under its receiver and its authorizers. */
  add(record: TransactionRecord): void {
    this.byId.set(record.id, record);
    this.ordered.push(record);
    for (const trace of record.traces) {
      const entry = { tx: record, trace };
      this.file(trace.receiver, entry);
      const levels = trace.act.authorization;
      for (let i = 0; i < levels.length; i++) {
        const actor = levels[i]!.actor;
        // Once per account and trace, as a Set would, without building one for every trace.
        if (actor !== trace.receiver && levels.findIndex((l) => l.actor === actor) === i) this.file(actor, entry);
      }
    }
  }

  private file(account: string, entry: AccountAction): void {
    const list = this.byAccount.get(account);
    if (list) list.push(entry);
    else this.byAccount.set(account, [entry]);
  }

  /** An account's actions, in order (index = account_action_seq). */
  actionsOf(account: string): readonly AccountAction[] {
    return this.byAccount.get(account) ?? [];
  }
}
