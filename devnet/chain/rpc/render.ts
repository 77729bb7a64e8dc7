/** nodeos JSON shapes for transactions, traces and actions. */
import { toHex } from '../abi/binary';
import { formatTimePoint } from '../core/time';
import type { ChainState } from '../exec/state';
import type { ActionTrace, RawAction } from '../exec/trace';
import type { TransactionRecord } from '../node/history';

/** An action with its data decoded by the contract ABI (null when the contract has none). */
export interface ActionJson {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  data: unknown;
  hex_data?: string;
}

/** Decodes action data to plain values with the code's ABI, or undefined. */
export function decodeActionData(state: ChainState, act: RawAction): unknown {
  const codec = state.codecOf(act.account);
  const type = codec?.actionTypes.get(act.name);
  if (!codec || !type) return undefined;
  try {
    return codec.decode(type, act.data);
  } catch {
    return undefined;
  }
}

/** The action as nodeos prints it in traces: data as ABI JSON plus hex_data. */
export function renderAction(state: ChainState, act: RawAction, withHex = true): ActionJson {
  const codec = state.codecOf(act.account);
  const type = codec?.actionTypes.get(act.name);
  const plain = decodeActionData(state, act);
  const hex = toHex(act.data);
  return {
    account: act.account,
    name: act.name,
    authorization: act.authorization.map((l) => ({ actor: l.actor, permission: l.permission })),
    data: plain !== undefined && codec && type ? codec.toJson(type, plain) : hex,
    ...(withHex ? { hex_data: hex } : {}),
  };
}

/** An action trace in nodeos 2.x+ form. */
export function renderActionTrace(state: ChainState, tx: TransactionRecord, trace: ActionTrace): Record<string, unknown> {
  const r = trace.receipt;
  return {
    action_ordinal: trace.actionOrdinal,
    creator_action_ordinal: trace.creatorActionOrdinal,
    closest_unnotified_ancestor_action_ordinal: trace.closestUnnotifiedAncestorActionOrdinal,
    receipt: r && {
      receiver: r.receiver,
      act_digest: r.actDigest,
      global_sequence: r.globalSequence,
      recv_sequence: r.recvSequence,
      auth_sequence: r.authSequence.map(([actor, seq]) => [actor, seq]),
      code_sequence: r.codeSequence,
      abi_sequence: r.abiSequence,
    },
    receiver: trace.receiver,
    act: renderAction(state, trace.act),
    context_free: false,
    elapsed: trace.elapsed,
    console: trace.console,
    trx_id: tx.id,
    block_num: tx.blockNum,
    block_time: formatTimePoint(tx.blockTime),
    producer_block_id: null,
    account_ram_deltas: trace.ramDeltas.map((d) => ({ account: d.account, delta: d.delta })),
    except: null,
    error_code: null,
    return_value_hex_data: '',
  };
}

/** The `processed` object of a send_transaction answer. */
export function renderProcessed(state: ChainState, tx: TransactionRecord): Record<string, unknown> {
  return {
    id: tx.id,
    block_num: tx.blockNum,
    block_time: formatTimePoint(tx.blockTime),
    producer_block_id: null,
    receipt: { status: 'executed', cpu_usage_us: tx.cpuUsageUs, net_usage_words: tx.netUsageWords },
    elapsed: tx.elapsedUs,
    net_usage: tx.netUsageWords * 8,
    scheduled: false,
    action_traces: tx.traces.map((t) => renderActionTrace(state, tx, t)),
    account_ram_delta: null,
    except: null,
    error_code: null,
  };
}

/** The transaction body (header + actions with decoded data), as get_block and get_transaction print it. */
export function renderTransactionBody(state: ChainState, tx: TransactionRecord): Record<string, unknown> {
  return {
    expiration: formatTimePoint(tx.header.expiration * 1000).slice(0, 19),
    ref_block_num: tx.header.ref_block_num,
    ref_block_prefix: tx.header.ref_block_prefix,
    max_net_usage_words: tx.header.max_net_usage_words,
    max_cpu_usage_ms: tx.header.max_cpu_usage_ms,
    delay_sec: tx.header.delay_sec,
    context_free_actions: [],
    actions: tx.actions.map((a) => renderAction(state, a)),
    transaction_extensions: [],
  };
}
