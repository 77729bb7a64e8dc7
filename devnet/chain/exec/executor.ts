/** Executes a transaction's actions like nodeos: notifications, then inline actions depth-first, with receipts. */
import { assertionFailure, chainError, nodeosError } from '../core/errors';
import type { InlineAction, NativeApi } from './framework';
import type { PermissionLevel } from '../state/accounts';
import { AbiError, type AbiCodec } from '../abi/codec';
import { deepFreeze } from '../core/freeze';
import type { LoadedContract } from './registry';
import type { AccountRecord } from '../state/accounts';
import { ApplyContext, type ExecutionHost } from './context';
import { Receipt } from './receipt';
import type { ActionReceipt, ActionTrace, RawAction } from './trace';
import type { ChainState } from './state';
import { nativeApi } from './native';

/** nodeos's max_inline_action_depth on WAX. */
const MAX_INLINE_DEPTH = 4;
/** The RAM deltas of every action that billed none (shared: nothing writes into it). */
const NO_RAM_DELTAS: ActionTrace['ramDeltas'] = Object.freeze([]);

/** Transaction facts every action sees. */
export interface TransactionMeta {
  readonly trxId: string;
  readonly blockNum: number;
  readonly blockTime: number;
}

function parseLevel(level: PermissionLevel | string): PermissionLevel {
  if (typeof level !== 'string') return level;
  const [actor, permission = 'active'] = level.split('@');
  return { actor: actor!, permission };
}

/** Runs one transaction's actions against the state (the caller holds the undo session). */
export class TransactionExecutor implements ExecutionHost {
  readonly traces: ActionTrace[] = [];
  readonly trxId: string;
  readonly blockNum: number;
  readonly blockTime: number;
  /** Per top-level action: receivers already notified and inline actions queued. */
  private frames: { notified: number[]; inlines: number[] }[] = [];
  /** How far each account's receive and auth sequences moved: written once when the transaction ends. */
  private readonly sequences = new Map<string, { recv: number; auth: number }>();
  /** RAM billed per account in the action being executed (one map reused for every action). */
  private readonly ramDeltas = new Map<string, number>();
  /** Action data decoded once per action, shared by the action's receivers (a transfer has three). */
  private readonly decodedActs = new Map<RawAction, unknown>();

  constructor(
    readonly state: ChainState,
    meta: TransactionMeta,
  ) {
    this.trxId = meta.trxId;
    this.blockNum = meta.blockNum;
    this.blockTime = meta.blockTime;
  }

  readonly native = (ctx: ApplyContext): NativeApi => nativeApi(this.state, ctx.now);

  /** Executes the transaction's actions in order. */
  run(actions: readonly RawAction[]): void {
    for (const action of actions) {
      if (!this.state.accounts.has(action.account)) {
        throw nodeosError(
          'transaction',
          `action's code account '${action.account}' does not exist`,
          'transaction_context.cpp',
          684,
          'validate_referenced_accounts',
        );
      }
    }
    const ordinals = actions.map((act) => this.schedule(act, act.account, 0, 0));
    this.state.markSequence();
    for (const ordinal of ordinals) this.execute(ordinal, 0);
    this.writeSequences();
    this.state.commitRam();
  }

  /** The account's next receive or auth sequence in this transaction. */
  private nextSequence(account: AccountRecord, kind: 'recv' | 'auth'): number {
    let moved = this.sequences.get(account.name);
    if (!moved) this.sequences.set(account.name, (moved = { recv: 0, auth: 0 }));
    moved[kind] += 1;
    return (kind === 'recv' ? account.recvSequence : account.authSequence) + moved[kind];
  }

  /** One account update per touched account and transaction, not two per action. */
  private writeSequences(): void {
    const accounts = this.state.accounts;
    for (const [name, moved] of this.sequences) {
      const account = accounts.get(name);
      if (account) accounts.update(name, { recvSequence: account.recvSequence + moved.recv, authSequence: account.authSequence + moved.auth });
    }
  }

  private schedule(act: RawAction, receiver: string, creator: number, closestUnnotified: number): number {
    const actionOrdinal = this.traces.length + 1;
    this.traces.push({
      actionOrdinal,
      creatorActionOrdinal: creator,
      closestUnnotifiedAncestorActionOrdinal: closestUnnotified,
      receiver,
      act,
      receipt: null,
      elapsed: 0,
      console: '',
      ramDeltas: NO_RAM_DELTAS,
      decoded: undefined,
    });
    return actionOrdinal;
  }

  private execute(ordinal: number, depth: number): void {
    const frame = { notified: [ordinal], inlines: [] as number[] };
    this.frames.push(frame);
    try {
      for (let i = 0; i < frame.notified.length; i++) this.executeOne(frame.notified[i]!, i > 0);
    } finally {
      this.frames.pop();
    }
    if (frame.inlines.length > 0 && depth >= MAX_INLINE_DEPTH)
      throw nodeosError('transaction', 'max inline action depth per transaction reached', 'apply_context.cpp', 1, 'exec');
    for (const inline of frame.inlines) this.execute(inline, depth + 1);
  }

  private executeOne(ordinal: number, isNotification: boolean): void {
    const trace = this.traces[ordinal - 1]!;
    const started = performance.now();
    // An account without a contract takes its notification as nodeos does: a receipt and nothing else.
    const contract = this.state.contractOf(trace.receiver);
    if (contract) {
      const ctx = new ApplyContext(this, trace, isNotification);
      const deltas = this.ramDeltas;
      deltas.clear();
      this.state.ramDeltas = deltas;
      try {
        this.dispatch(ctx, contract, trace.act, isNotification);
      } finally {
        this.state.ramDeltas = null;
      }
      trace.console = ctx.console;
      if (deltas.size > 0) trace.ramDeltas = [...deltas].filter(([, d]) => d !== 0).map(([account, delta]) => ({ account, delta }));
    }
    const decoded = this.decodedActs.get(trace.act);
    if (decoded !== undefined) trace.decoded = decoded;
    trace.receipt = this.receipt(trace);
    trace.elapsed = Math.max(1, Math.round((performance.now() - started) * 1000));
  }

  /** Decodes an action's data; with the action's own ABI the frozen result is kept for its other receivers. */
  private decode(act: RawAction, codec: AbiCodec, type: string, shared: boolean): unknown {
    if (shared && this.decodedActs.has(act)) return this.decodedActs.get(act);
    let data: unknown;
    try {
      data = codec.decode(type, act.data);
    } catch (e) {
      if (e instanceof AbiError) throw assertionFailure('datastream attempted to read past the end');
      throw e;
    }
    if (!shared) return data;
    // Frozen: one receiver's handler must not change what the next one reads.
    this.decodedActs.set(act, deepFreeze(data));
    return data;
  }

  private dispatch(ctx: ApplyContext, receiverContract: LoadedContract, act: RawAction, isNotification: boolean): void {
    const handler = isNotification
      ? (receiverContract.def.notifications?.[`${act.account}::${act.name}`] ?? receiverContract.def.notifications?.[`*::${act.name}`])
      : receiverContract.def.actions[act.name];
    if (!handler) {
      if (isNotification) return;
      throw nodeosError('actionNotFound', `action ${act.name} is not defined in the ABI of contract ${act.account}`, 'apply_context.cpp', 1, 'exec_one');
    }
    const own = this.state.codecOf(act.account);
    const codec = own ?? receiverContract.codec;
    const type = codec.actionTypes.get(act.name);
    if (!type) throw assertionFailure(`unable to decode ${act.account}::${act.name}: no ABI type`);
    handler(ctx, this.decode(act, codec, type, own !== undefined) as never);
  }

  private receipt(trace: ActionTrace): ActionReceipt {
    const accounts = this.state.accounts;
    const receiver = accounts.get(trace.receiver)!;
    const recvSequence = this.nextSequence(receiver, 'recv');
    const authSequence: [string, number][] = [];
    const levels = trace.act.authorization;
    for (let i = 0; i < levels.length; i++) {
      const actor = levels[i]!.actor;
      if (levels.findIndex((l) => l.actor === actor) !== i) continue;
      const account = accounts.get(actor);
      if (account) authSequence.push([actor, this.nextSequence(account, 'auth')]);
    }
    return Receipt.of(trace.receiver, trace.act, this.state.nextGlobalSequence(), recvSequence, authSequence, receiver.codeSequence, receiver.abiSequence);
  }

  private frame(): { notified: number[]; inlines: number[] } {
    const frame = this.frames[this.frames.length - 1];
    if (!frame) throw new Error('no action is executing');
    return frame;
  }

  notify(ctx: ApplyContext, receiver: string): void {
    const frame = this.frame();
    if (frame.notified.some((o) => this.traces[o - 1]!.receiver === receiver)) return;
    if (!this.state.accounts.has(receiver)) throw assertionFailure(`can not notify non-existent account ${receiver}`);
    // Like nodeos: the creator is the running action, the closest unnotified ancestor its first receiver's trace.
    frame.notified.push(this.schedule(ctx.trace.act, receiver, ctx.trace.actionOrdinal, frame.notified[0]!));
  }

  sendInline(ctx: ApplyContext, action: InlineAction): void {
    const authorization = action.authorization.map(parseLevel);
    if (!this.state.accounts.has(action.account))
      throw chainError(
        3050000,
        'action_validate_exception',
        'Action validate exception',
        `inline action's code account ${action.account} does not exist`,
        'apply_context.cpp',
        1,
        'execute_inline',
      );
    for (const level of authorization) {
      if (!this.state.accounts.get(level.actor)?.permissions.has(level.permission)) {
        throw chainError(
          3050000,
          'action_validate_exception',
          'Action validate exception',
          `inline action's authorizations include a non-existent permission: ${JSON.stringify(level)}`,
          'apply_context.cpp',
          1,
          'execute_inline',
        );
      }
    }
    let data: Uint8Array;
    if (action.data instanceof Uint8Array) data = action.data;
    else {
      const codec = this.state.codecOf(action.account);
      const type = codec?.actionTypes.get(action.name);
      if (!codec || !type) throw assertionFailure(`inline action ${action.account}::${action.name} has no ABI to encode its data`);
      try {
        data = codec.encode(type, action.data);
      } catch (e) {
        throw assertionFailure(`inline action ${action.account}::${action.name}: ${(e as Error).message}`);
      }
    }
    const act: RawAction = { account: action.account, name: action.name, authorization, data };
    ctx.checkInlineAuth(act);
    const frame = this.frame();
    frame.inlines.push(this.schedule(act, action.account, ctx.trace.actionOrdinal, frame.notified[0]!));
  }
}
