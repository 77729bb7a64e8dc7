/** The apply context of one action at one receiver: what a contract handler's `ctx` is. */
import { assertionFailure, chainError, missingAuth, nodeosError } from '../core/errors';
import { msToTimePoint } from '../core/time';
import type { ActionContext, InlineAction, NativeApi, ReadonlyTableCursor, TableCursor, TableDef } from './framework';
import type { PermissionLevel } from '../state/accounts';
import type { ActionTrace } from './trace';
import { Cursor, type CursorHost } from './cursor';
import { checkInlineAuthorization } from './auth';
import type { ChainState } from './state';
import type { AbiCodec } from '../abi/codec';

/** What the context asks of the transaction being executed. */
export interface ExecutionHost {
  readonly state: ChainState;
  readonly trxId: string;
  readonly blockNum: number;
  readonly blockTime: number;
  readonly native: (ctx: ApplyContext) => NativeApi;
  /** Queues a notification of the current action to `receiver`; returns false if already notified. */
  notify(ctx: ApplyContext, receiver: string): void;
  /** Queues an inline action sent by the current receiver. */
  sendInline(ctx: ApplyContext, action: InlineAction): void;
}

/** nodeos's apply_context for one receiver. */
export class ApplyContext implements ActionContext {
  readonly self: string;
  readonly code: string;
  readonly action: string;
  readonly authorization: readonly PermissionLevel[];
  readonly trxId: string;
  readonly blockNum: number;
  readonly now: number;
  readonly privileged: boolean;
  /** What the handler printed; most print nothing, so the list is made on the first print. */
  private consoleParts: string[] | null = null;
  private readonly host: CursorHost;

  constructor(
    private readonly exec: ExecutionHost,
    readonly trace: ActionTrace,
    readonly isNotification: boolean,
  ) {
    this.self = trace.receiver;
    this.code = trace.act.account;
    this.action = trace.act.name;
    this.authorization = trace.act.authorization;
    this.trxId = exec.trxId;
    this.blockNum = exec.blockNum;
    this.now = exec.blockTime;
    const state = exec.state;
    this.privileged = state.accounts.get(this.self)?.privileged ?? false;
    this.host = new ContextHost(state, state.codecOf(this.self), this);
  }

  get console(): string {
    return this.consoleParts?.join('') ?? '';
  }

  timePoint(): bigint {
    return msToTimePoint(this.now);
  }

  timeSec(): number {
    return Math.floor(this.now / 1000);
  }

  check(condition: unknown, message: string): asserts condition {
    if (!condition) throw assertionFailure(message);
  }

  hasAuth(actor: string): boolean {
    return this.authorization.some((level) => level.actor === actor);
  }

  requireAuth(actor: string, permission?: string): void {
    const ok = this.authorization.some((level) => level.actor === actor && (permission === undefined || level.permission === permission));
    if (!ok) throw missingAuth(permission === undefined ? actor : `${actor}/${permission}`);
  }

  isAccount(name: string): boolean {
    return this.exec.state.accounts.has(name);
  }

  requireRecipient(...accounts: string[]): void {
    for (const account of accounts) this.exec.notify(this, account);
  }

  sendInline(action: InlineAction): void {
    this.exec.sendInline(this, action);
  }

  /** Checks an inline action's authorizations unless the sender is privileged. */
  checkInlineAuth(action: { account: string; name: string; authorization: readonly PermissionLevel[] }): void {
    if (!this.privileged) checkInlineAuthorization(this.exec.state.accounts, action, this.self);
  }

  print(...parts: unknown[]): void {
    this.consoleParts ??= [];
    for (const part of parts) this.consoleParts.push(typeof part === 'string' ? part : String(part));
  }

  table<Row>(def: TableDef<Row>, scope: string | bigint): TableCursor<Row> {
    return new Cursor(this.self, def, scope, this.host, true);
  }

  readTable<Row>(code: string, def: TableDef<Row>, scope: string | bigint): ReadonlyTableCursor<Row> {
    const state = this.exec.state;
    return new Cursor(code, def, scope, new ContextHost(state, state.codecOf(code), this), false);
  }

  get native(): NativeApi {
    if (!this.privileged)
      throw chainError(
        3050007,
        'unaccessible_api',
        'Attempt to use unaccessible API',
        `${this.self} is not privileged`,
        'apply_context.cpp',
        1,
        'require_privileged',
      );
    return this.exec.native(this);
  }

  /** Refuses a RAM payer this context may not bill (the host of its cursors calls it). */
  checkPayer(payer: string): void {
    if (this.privileged || payer === this.self) return;
    if (this.isNotification) {
      throw nodeosError(
        'actionValidate',
        `unprivileged contract cannot increase RAM usage of another account within a notify context: ${payer}`,
        'apply_context.cpp',
        1,
        'update_db_usage',
      );
    }
    if (!this.hasAuth(payer)) {
      throw chainError(
        3050010,
        'unauthorized_ram_usage_increase',
        'Action attempts to increase RAM usage of account without authorization',
        `unprivileged contract cannot increase RAM usage of another account that has not authorized the action: ${payer}`,
        'apply_context.cpp',
        1,
        'update_db_usage',
      );
    }
  }
}

/** What a context's cursors use: methods on the prototype, not closures made for every action. */
class ContextHost implements CursorHost {
  readonly db: ChainState['db'];

  constructor(
    private readonly state: ChainState,
    readonly codec: AbiCodec | undefined,
    private readonly ctx: ApplyContext,
  ) {
    this.db = state.db;
  }

  isAccount(name: string): boolean {
    return this.state.accounts.has(name);
  }

  checkPayer(payer: string): void {
    this.ctx.checkPayer(payer);
  }
}
