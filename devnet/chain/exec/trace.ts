/** Executed actions as the chain records them (rendered to nodeos JSON by rpc/render). */
import { createHash } from 'node:crypto';
import { BinaryWriter } from '../abi/binary';
import { nameToU64 } from '../core/name';
import type { PermissionLevel } from '../state/accounts';

/** An action as carried in a transaction: its data still binary. */
export interface RawAction {
  readonly account: string;
  readonly name: string;
  readonly authorization: readonly PermissionLevel[];
  readonly data: Uint8Array;
}

/** The receipt of an executed action. */
export interface ActionReceipt {
  readonly receiver: string;
  readonly actDigest: string;
  readonly globalSequence: number;
  readonly recvSequence: number;
  readonly authSequence: readonly [string, number][];
  readonly codeSequence: number;
  readonly abiSequence: number;
}

/** One action delivered to one receiver (the action itself, a notification, or an inline action). */
export interface ActionTrace {
  readonly actionOrdinal: number;
  readonly creatorActionOrdinal: number;
  readonly closestUnnotifiedAncestorActionOrdinal: number;
  readonly receiver: string;
  readonly act: RawAction;
  receipt: ActionReceipt | null;
  elapsed: number;
  console: string;
  ramDeltas: readonly { account: string; delta: number }[];
  /** The action's data as its handlers got it (frozen), when it was decoded with its contract's ABI. */
  decoded?: unknown;
}

/** Binary form of an action (the bytes act_digest hashes and transactions carry). */
export function packAction(w: BinaryWriter, action: RawAction): void {
  w.u64(nameToU64(action.account));
  w.u64(nameToU64(action.name));
  w.varuint32(action.authorization.length);
  for (const level of action.authorization) {
    w.u64(nameToU64(level.actor));
    w.u64(nameToU64(level.permission));
  }
  w.varuint32(action.data.length);
  w.bytes(action.data);
}

const scratch = new BinaryWriter();

/** sha256 of the packed action. */
export function actionDigest(action: RawAction): string {
  packAction(scratch.reset(), action);
  return createHash('sha256').update(scratch.written()).digest('hex');
}
