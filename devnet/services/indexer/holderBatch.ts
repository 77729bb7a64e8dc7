/**
 * Token balances touched by live transactions, written to the holder rows in batches instead of
 * one SQLite transaction per chain transaction. A balance is read from the chain when the batch is
 * written: the row ends at the last balance either way, and a holder's row and the holder count
 * only ever depend on that last balance (see HolderStore.setBalance), so the rows equal those of
 * writing after every transaction.
 */
import type { TouchedBalance } from './decode/transaction';
import type { HolderStore } from './holders';
import type { Registry } from './registry';

/** What writing a batch needs. */
export interface HolderBatchContext {
  readonly registry: Registry;
  readonly holders: HolderStore;
  /** A holder's balance from the chain's token table; null when the contract keeps no such table. */
  readonly balanceOf: (contract: string, owner: string, code: string) => bigint | null;
}

/** The (token, owner) balances waiting to be written, each once. */
export class HolderBatch {
  private pending = new Map<string, TouchedBalance>();

  constructor(private readonly context: HolderBatchContext) {}

  /** Balances waiting. */
  get size(): number {
    return this.pending.size;
  }

  /**
   * Queues the balances; false (nothing queued) when one names a token the registry does not know
   * yet: registering it must happen in the transaction's own turn, so token keys keep their order.
   */
  stage(touched: readonly TouchedBalance[]): boolean {
    const { registry } = this.context;
    for (const { token } of touched) if (registry.findTokenKey(token.contract, token.code) === undefined) return false;
    for (const balance of touched) this.pending.set(`${balance.token.contract}:${balance.token.code}:${balance.owner}`, balance);
    return true;
  }

  /** Writes the queued balances and then `touched` (call inside the caller's SQLite transaction). */
  write(touched: readonly TouchedBalance[] = []): void {
    const batch = this.pending;
    this.pending = new Map();
    for (const balance of touched) batch.set(`${balance.token.contract}:${balance.token.code}:${balance.owner}`, balance);
    const { registry, holders, balanceOf } = this.context;
    for (const { token, owner } of batch.values()) {
      const amount = balanceOf(token.contract, owner, token.code);
      // No balance row and none recorded: not a token contract, or an account that never held it.
      if (amount === null && registry.findTokenKey(token.contract, token.code) === undefined) continue;
      holders.setBalance(registry.tokenKey(token), owner, amount ?? 0n);
    }
  }
}
