/** The transaction pipeline: checks a packed transaction like nodeos, applies it atomically, records and journals it. */
import { createHash } from 'node:crypto';
import { toHex } from '../abi/binary';
import { ChainError, nodeosError } from '../core/errors';
import { formatTimePointSec } from '../core/time';
import { checkAuthorization } from '../exec/auth';
import { TransactionExecutor } from '../exec/executor';
import { ChainState } from '../exec/state';
import type { RawAction } from '../exec/trace';
import type { PermissionLevel, Usage } from '../state/accounts';
import { Blocks } from './blocks';
import { History, type PackedTrxJson, type TransactionRecord } from './history';
import type { Journal, JournalEntry } from '../storage';
import {
  contextFreeDataCount,
  decodePacked,
  encodeTransaction,
  fiatPacked,
  parsePackedBody,
  recoverKeys,
  signingDigest,
  type DecodedTransaction,
} from './packed';

/** nodeos's max transaction lifetime (seconds). */
const MAX_TRX_LIFETIME_SEC = 3600;
/** Resource usage is averaged over 24 h, as nodeos does. */
const USAGE_WINDOW_MS = 24 * 3600 * 1000;

/** Listener for executed transactions. */
export type TransactionListener = (tx: TransactionRecord) => void;

/** An action the devnet pushes itself: data as plain values or ABI JSON (or already binary). */
export interface ActionInput {
  readonly account: string;
  readonly name: string;
  readonly authorization: readonly (PermissionLevel | string)[];
  readonly data: unknown;
}

/** Decays an averaged usage to `now` and adds `amount`. */
export function accrue(usage: Usage, now: number, amount: number): Usage {
  const kept = Math.max(0, 1 - (now - usage.lastUpdate) / USAGE_WINDOW_MS);
  return { value: usage.value * kept + amount, lastUpdate: now };
}

const level = (l: PermissionLevel | string): PermissionLevel => {
  if (typeof l !== 'string') return l;
  const [actor, permission = 'active'] = l.split('@');
  return { actor: actor!, permission };
};

/** Chain state plus blocks, history and the journal. */
export class ChainEngine {
  readonly state = new ChainState();
  readonly history = new History();
  readonly blocks: Blocks;
  journal: Journal | null = null;
  private readonly listeners = new Set<TransactionListener>();

  constructor(
    readonly chainId: string,
    genesisMs: number,
    intervalMs: number,
    readonly now: () => number,
  ) {
    this.blocks = new Blocks(chainId, genesisMs, intervalMs, now);
  }

  /** Subscribes to executed transactions; returns the unsubscribe function. */
  onTransaction(listener: TransactionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** send_transaction / push_transaction: every nodeos check, then apply, then fsync before answering. */
  async sendPacked(body: unknown): Promise<TransactionRecord> {
    const packed = parsePackedBody(body);
    const trx = decodePacked(packed);
    const blockNum = this.blocks.pending();
    const blockTime = this.blocks.timeOf(blockNum);
    this.checkHeader(trx, blockTime);
    if (contextFreeDataCount(packed) > 0 || trx.contextFreeActions > 0)
      throw nodeosError('transaction', 'context-free actions and data are not supported on the devnet', 'transaction_context.cpp', 1, 'init');
    if (this.history.has(trx.id))
      throw nodeosError('duplicate', `duplicate transaction ${trx.id}`, 'producer_plugin.cpp', 1, 'process_incoming_transaction_async');
    const keys = recoverKeys(packed.signatures, signingDigest(this.chainId, trx.bytes));
    const keySet = new Set(keys);
    if (keySet.size !== keys.length) {
      const dup = keys.find((k, i) => keys.indexOf(k) !== i)!;
      throw nodeosError(
        'duplicateSig',
        `transaction includes more than one signature signed using the same key associated with public key: ${dup}`,
        'transaction.cpp',
        1,
        'get_signature_keys',
      );
    }
    const used = checkAuthorization(this.state.accounts, trx.actions, keySet);
    const unused = keys.filter((k) => !used.has(k));
    if (unused.length > 0)
      throw nodeosError(
        'irrelevantSig',
        `transaction bears irrelevant signatures from these keys: [${unused.map((k) => JSON.stringify(k)).join(',')}]`,
        'authorization_manager.cpp',
        1,
        'check_authorization',
      );
    const record = this.apply(trx, packed, blockNum, blockTime, false);
    await this.journal?.append({ t: 'tx', b: blockNum, ms: blockTime, trx: packed, fiat: false });
    return record;
  }

  private checkHeader(trx: DecodedTransaction, blockTime: number): void {
    const { header } = trx;
    if (trx.actions.length === 0) throw nodeosError('noAction', 'transaction must have at least one action', 'transaction_context.cpp', 1, 'init');
    if (!trx.actions.some((a) => a.authorization.length > 0))
      throw nodeosError('transaction', 'transaction must have at least one authorization', 'transaction_context.cpp', 1, 'init');
    if (header.delay_sec > 0)
      throw nodeosError('transaction', 'transaction cannot be delayed: deferred transactions are disabled', 'transaction_context.cpp', 1, 'init');
    const blockSec = Math.floor(blockTime / 1000);
    if (header.expiration < blockSec) {
      throw nodeosError(
        'expired',
        `expired transaction ${trx.id}, expiration ${formatTimePointSec(header.expiration)}, block time ${formatTimePointSec(blockSec)}`,
        'producer_plugin.cpp',
        1,
        'process_incoming_transaction_async',
      );
    }
    if (header.expiration > blockSec + MAX_TRX_LIFETIME_SEC) {
      throw nodeosError(
        'expTooFar',
        `Transaction expiration is too far in the future relative to the reference time of ${formatTimePointSec(blockSec)}, expiration is ${formatTimePointSec(header.expiration)} and the maximum transaction lifetime is ${MAX_TRX_LIFETIME_SEC} seconds`,
        'transaction_context.cpp',
        1,
        'validate_expiration',
      );
    }
    const ref = this.blocks.referencedBlock(header.ref_block_num);
    if (ref === 0 || this.blocks.prefixOf(ref) !== header.ref_block_prefix) {
      throw nodeosError(
        'refBlock',
        "Transaction's reference block did not match. Is this transaction from a different fork?",
        'controller.cpp',
        1,
        'validate_tapos',
      );
    }
  }

  /** Applies actions the devnet issues itself (genesis, seeders, bots): authorizations are taken as given. */
  async pushActions(inputs: readonly ActionInput[]): Promise<TransactionRecord> {
    const { record, packed, bytes } = this.applyFiat(inputs);
    // The journal takes the hex of the bytes encoded for the id rather than encoding them again.
    const trx: PackedTrxJson = {
      signatures: packed.signatures,
      compression: packed.compression,
      packed_context_free_data: packed.packed_context_free_data,
      packed_trx: toHex(bytes),
    };
    await this.journal?.append({ t: 'tx', b: record.blockNum, ms: record.blockTime, trx, fiat: true });
    return record;
  }

  /** The synchronous part of pushActions (genesis uses it directly: genesis is rebuilt, not journaled). */
  applyFiat(inputs: readonly ActionInput[], blockNum = this.blocks.pending()): { record: TransactionRecord; packed: PackedTrxJson; bytes: Uint8Array } {
    const actions = inputs.map((input) => this.encodeAction(input));
    const blockTime = this.blocks.timeOf(blockNum);
    checkAuthorization(
      this.state.accounts,
      actions,
      new Set(),
      actions.flatMap((a) => a.authorization),
      false,
    );
    const refBlock = Math.max(1, blockNum - 1);
    const header = {
      expiration: Math.floor(blockTime / 1000) + 60,
      ref_block_num: refBlock & 0xffff,
      ref_block_prefix: this.blocks.prefixOf(refBlock),
      max_net_usage_words: 0,
      max_cpu_usage_ms: 0,
      delay_sec: 0,
    };
    let bytes = encodeTransaction(header, actions);
    let id = createHash('sha256').update(bytes).digest('hex');
    // Identical actions in one block would share an id: move the expiration until the id is new.
    while (this.history.has(id)) {
      header.expiration += 1;
      bytes = encodeTransaction(header, actions);
      id = createHash('sha256').update(bytes).digest('hex');
    }
    const trx: DecodedTransaction = { id, bytes, header, actions, contextFreeActions: 0, extensions: 0 };
    const packed = fiatPacked(header, actions);
    return { record: this.apply(trx, packed, blockNum, blockTime, true), packed, bytes };
  }

  private encodeAction(input: ActionInput): RawAction {
    const authorization = input.authorization.map(level);
    if (input.data instanceof Uint8Array) return { account: input.account, name: input.name, authorization, data: input.data };
    const codec = this.state.codecOf(input.account);
    const type = codec?.actionTypes.get(input.name);
    if (!codec || !type) throw nodeosError('abiNotFound', `no ABI for ${input.account}::${input.name}`, 'abi_serializer.cpp', 1, 'action_data_to_binary');
    try {
      return { account: input.account, name: input.name, authorization, data: codec.encode(type, input.data) };
    } catch (e) {
      throw nodeosError('pack', `Unable to pack ${input.account}::${input.name}: ${(e as Error).message}`, 'abi_serializer.cpp', 1, 'variant_to_binary');
    }
  }

  /** Applies a decoded transaction all-or-nothing and records it. */
  private apply(trx: DecodedTransaction, packed: PackedTrxJson, blockNum: number, blockTime: number, fiat: boolean): TransactionRecord {
    const started = performance.now();
    const executor = new TransactionExecutor(this.state, { trxId: trx.id, blockNum, blockTime });
    this.state.undo.begin();
    try {
      executor.run(trx.actions);
      this.state.undo.commit();
    } catch (e) {
      this.state.rollback();
      if (e instanceof ChainError) throw e;
      // A contract bug (TypeError, a frozen row mutated…) must not crash the node: report it like a wasm trap.
      throw nodeosError('transaction', `contract execution failed: ${(e as Error).message}`, 'wasm_interface.cpp', 1, 'apply');
    }
    const elapsedUs = Math.max(1, Math.round((performance.now() - started) * 1000));
    // A fiat transaction is never compressed: its size is its bytes' (its hex is not kept, see fiatPacked).
    const packedBytes = fiat ? trx.bytes.length : packed.packed_trx.length / 2;
    const netUsageWords = Math.ceil((packedBytes + packed.signatures.length * 66 + 16) / 8);
    const record: TransactionRecord = {
      id: trx.id,
      blockNum,
      blockTime,
      packed,
      header: trx.header,
      actions: trx.actions,
      traces: executor.traces,
      cpuUsageUs: Math.max(100, elapsedUs),
      netUsageWords,
      elapsedUs,
      fiat,
    };
    this.billUsage(record);
    this.blocks.add(blockNum, trx.id);
    this.history.add(record);
    for (const listener of this.listeners) listener(record);
    // Listeners have read the decoded data; history keeps the bytes only (a later reader decodes again).
    for (const trace of executor.traces) trace.decoded = undefined;
    return record;
  }

  private billUsage(record: TransactionRecord): void {
    const payers = new Set(record.actions.flatMap((a) => a.authorization.map((l) => l.actor)));
    for (const name of payers) {
      const account = this.state.accounts.get(name);
      if (!account) continue;
      this.state.accounts.update(name, {
        cpuUsage: accrue(account.cpuUsage, record.blockTime, record.cpuUsageUs),
        netUsage: accrue(account.netUsage, record.blockTime, record.netUsageWords * 8),
      });
    }
  }

  /** Deploys a registered contract on an account (journaled). */
  async deploy(account: string, contractId: string): Promise<void> {
    const blockNum = this.blocks.pending();
    this.deploySync(account, contractId, this.blocks.timeOf(blockNum));
    await this.journal?.append({ t: 'deploy', b: blockNum, ms: this.blocks.timeOf(blockNum), account, contract: contractId });
  }

  /** Deploys without journaling (genesis and replay). */
  deploySync(account: string, contractId: string, at: number): void {
    if (!this.state.contracts.get(contractId)) throw new Error(`unknown contract ${contractId}: register it first`);
    const record = this.state.accounts.get(account);
    if (!record) throw new Error(`unknown account ${account}`);
    this.state.accounts.update(account, {
      contract: contractId,
      codeSequence: record.codeSequence + 1,
      abiSequence: record.abiSequence + 1,
      lastCodeUpdate: at,
    });
  }

  /** Re-applies journaled entries at their recorded blocks (authorizations were checked when they were accepted). */
  replay(entries: readonly JournalEntry[], warn: (message: string) => void): void {
    for (const entry of entries) {
      try {
        if (entry.t === 'deploy') this.deploySync(entry.account, entry.contract, entry.ms);
        else this.apply(decodePacked(entry.trx), entry.trx, entry.b, entry.ms, entry.fiat);
      } catch (e) {
        warn(`journal entry at block ${entry.b} no longer applies: ${(e as Error).message}`);
      }
    }
  }
}
