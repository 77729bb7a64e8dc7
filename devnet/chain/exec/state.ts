/** The whole mutable chain state: accounts, tables, deployed contracts and global counters. */
import { Accounts } from '../state/accounts';
import { Database } from '../state/database';
import { UndoLog } from '../state/undo';
import { ContractRegistry, type LoadedContract } from '../contracts/registry';
import type { AbiCodec } from '../abi/codec';

/** Counters that advance with every executed action. */
export interface Counters {
  globalSequence: number;
}

/** Accounts + tables + contracts, all changes undoable while a transaction is applied. */
export class ChainState {
  readonly undo = new UndoLog();
  readonly accounts = new Accounts(this.undo);
  readonly db = new Database(this.undo, (payer, delta) => this.billRam(payer, delta));
  readonly contracts = new ContractRegistry();
  private counters: Counters = { globalSequence: 0 };

  /** RAM delta per account in the action being applied (for traces' account_ram_deltas). */
  ramDeltas: Map<string, number> | null = null;

  private billRam(payer: string, delta: number): void {
    const account = this.accounts.get(payer);
    if (account) this.accounts.update(payer, { ramUsage: account.ramUsage + delta });
    if (this.ramDeltas) this.ramDeltas.set(payer, (this.ramDeltas.get(payer) ?? 0) + delta);
  }

  /** Takes the next global action sequence number. */
  nextGlobalSequence(): number {
    const prev = this.counters;
    this.counters = { globalSequence: prev.globalSequence + 1 };
    this.undo.record(() => (this.counters = prev));
    return this.counters.globalSequence;
  }

  get globalSequence(): number {
    return this.counters.globalSequence;
  }

  /** The contract deployed on an account, if any. */
  contractOf(account: string): LoadedContract | undefined {
    const id = this.accounts.get(account)?.contract;
    return id ? this.contracts.get(id) : undefined;
  }

  /** The ABI codec of the contract on an account, if any. */
  codecOf(account: string): AbiCodec | undefined {
    return this.contractOf(account)?.codec;
  }
}
