/** The whole mutable chain state: accounts, tables, deployed contracts and global counters. */
import { Accounts } from '../state/accounts';
import { Database } from '../state/database';
import { UndoLog } from '../state/undo';
import { ContractRegistry, type LoadedContract } from './registry';
import type { AbiCodec } from '../abi/codec';

/** Accounts + tables + contracts, all changes undoable while a transaction is applied. */
export class ChainState {
  readonly undo = new UndoLog();
  readonly accounts = new Accounts(this.undo);
  readonly db = new Database(this.undo, (payer, delta) => this.billRam(payer, delta));
  readonly contracts = new ContractRegistry();
  /** The last global action sequence taken (the executor puts it back when a transaction fails). */
  private sequence = 0;

  /** RAM delta per account in the action being applied (for traces' account_ram_deltas). */
  ramDeltas: Map<string, number> | null = null;
  /** RAM billed per payer in the transaction being applied, written to the accounts when it ends. */
  private readonly pendingRam = new Map<string, number>();

  /** True while a failed transaction is undone: its rows' bills were pending and are dropped whole. */
  private rollingBack = false;

  private billRam(payer: string, delta: number): void {
    if (this.rollingBack) return;
    if (this.ramDeltas) this.ramDeltas.set(payer, (this.ramDeltas.get(payer) ?? 0) + delta);
    // In a transaction every row change would copy the payer's account record: add up, write once.
    if (this.undo.active) this.pendingRam.set(payer, (this.pendingRam.get(payer) ?? 0) + delta);
    else this.addRamUsage(payer, delta);
  }

  private addRamUsage(payer: string, delta: number): void {
    const account = this.accounts.get(payer);
    if (account && delta !== 0) this.accounts.update(payer, { ramUsage: account.ramUsage + delta });
  }

  /** Writes the RAM the transaction billed (nothing reads RAM usage while a transaction runs). */
  commitRam(): void {
    for (const [payer, delta] of this.pendingRam) this.addRamUsage(payer, delta);
    this.pendingRam.clear();
  }

  /** Undoes the transaction being applied: its pending RAM is dropped, not billed back row by row. */
  rollback(): void {
    this.pendingRam.clear();
    this.rollingBack = true;
    try {
      this.undo.rollback();
    } finally {
      this.rollingBack = false;
    }
  }

  /** Takes the next global action sequence number (undone as a whole: see markSequence). */
  nextGlobalSequence(): number {
    return ++this.sequence;
  }

  /** Records, once per transaction rather than per action, where a rollback puts the sequence back. */
  markSequence(): void {
    const at = this.sequence;
    this.undo.record(() => (this.sequence = at));
  }

  get globalSequence(): number {
    return this.sequence;
  }

  /** Sets the global sequence a snapshot recorded (outside any transaction). */
  restoreGlobalSequence(value: number): void {
    this.sequence = value;
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
