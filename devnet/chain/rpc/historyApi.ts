/** /v1/history endpoints (nodeos's history plugin). */
import { nodeosError } from '../core/errors';
import { isValidName } from '../core/name';
import { canonicalKey } from '../abi/keys';
import { formatTimePoint } from '../core/time';
import type { Endpoint } from './context';
import { renderActionTrace, renderTransactionBody } from './render';

const num = (v: unknown, fallback: number): number => (v === undefined || v === null || v === '' ? fallback : Number(v));

/** get_actions with nodeos's pos/offset: pos −1 is the newest, offset < 0 reads backwards; range [start, end] inclusive. */
const getActions: Endpoint = (ctx, body) => {
  const name = String(body.account_name ?? '');
  if (!isValidName(name) || name === '') throw nodeosError('parse', "Invalid or missing field 'account_name'", 'history_plugin.cpp', 1, 'get_actions');
  const list = ctx.engine.history.actionsOf(name);
  let pos = num(body.pos, -1);
  const offset = num(body.offset, -20);
  if (!Number.isInteger(pos) || !Number.isInteger(offset))
    throw nodeosError('parse', 'pos and offset must be integers', 'history_plugin.cpp', 1, 'get_actions');
  if (pos === -1) pos = list.total;
  let start: number;
  let end: number;
  if (offset > 0) {
    start = pos;
    end = pos + offset;
  } else {
    start = pos + offset;
    end = pos;
  }
  if (end < start) throw nodeosError('parse', 'end position is earlier than start position', 'history_plugin.cpp', 1, 'get_actions');
  const actions = [];
  // Actions of evicted transactions are gone, as on a nodeos node that prunes its history.
  for (let seq = Math.max(list.first, start); seq <= Math.min(end, list.total - 1); seq++) {
    const { tx, trace } = list.at(seq)!;
    actions.push({
      global_action_seq: trace.receipt?.globalSequence ?? 0,
      account_action_seq: seq,
      block_num: tx.blockNum,
      block_time: formatTimePoint(tx.blockTime),
      action_trace: renderActionTrace(ctx.engine.state, tx, trace),
    });
  }
  return { actions, last_irreversible_block: ctx.engine.blocks.lib(), time_limit_exceeded_error: false };
};

const getTransaction: Endpoint = (ctx, body) => {
  const id = String(body.id ?? '').toLowerCase();
  if (!/^[0-9a-f]{8,64}$/.test(id)) throw nodeosError('parse', `Invalid transaction id: ${id}`, 'history_plugin.cpp', 1, 'get_transaction');
  const history = ctx.engine.history;
  const tx = history.get(id) ?? (id.length < 64 ? history.findByPrefix(id) : undefined);
  // An evicted transaction is unknown, as nodeos answers for history it pruned.
  if (!tx) throw nodeosError('unknownTrx', `Transaction ${id} not found in history and no block hint was given`, 'history_plugin.cpp', 1, 'get_transaction');
  const state = ctx.engine.state;
  const bodyJson = renderTransactionBody(state, tx);
  return {
    id: tx.id,
    trx: {
      receipt: {
        status: 'executed',
        cpu_usage_us: tx.cpuUsageUs,
        net_usage_words: tx.netUsageWords,
        trx: [
          1,
          {
            signatures: tx.packed.signatures,
            compression: tx.packed.compression === 1 ? 'zlib' : 'none',
            packed_context_free_data: tx.packed.packed_context_free_data,
            packed_trx: tx.packed.packed_trx,
          },
        ],
      },
      trx: { ...bodyJson, signatures: tx.packed.signatures, context_free_data: [] },
    },
    block_time: formatTimePoint(tx.blockTime),
    block_num: tx.blockNum,
    last_irreversible_block: ctx.engine.blocks.lib(),
    traces: tx.traces.map((t) => renderActionTrace(state, tx, t)),
  };
};

const getKeyAccounts: Endpoint = (ctx, body) => {
  let key: string;
  try {
    key = canonicalKey(String(body.public_key ?? ''));
  } catch {
    throw nodeosError('parse', `Invalid public key: ${String(body.public_key)}`, 'history_plugin.cpp', 1, 'get_key_accounts');
  }
  const names = new Set<string>();
  for (const account of ctx.engine.state.accounts.keyCandidates(new Set([key]))) {
    for (const p of account.permissions.values()) if (p.auth.keys.some((k) => k.key === key)) names.add(account.name);
  }
  return { account_names: [...names].sort() };
};

const getControlledAccounts: Endpoint = (ctx, body) => {
  const controller = String(body.controlling_account ?? '');
  if (!isValidName(controller) || controller === '')
    throw nodeosError('parse', "Invalid or missing field 'controlling_account'", 'history_plugin.cpp', 1, 'get_controlled_accounts');
  const names = new Set<string>();
  // Genesis batch accounts that never changed are controlled by a key only.
  for (const account of ctx.engine.state.accounts.stored()) {
    for (const p of account.permissions.values()) if (p.auth.accounts.some((a) => a.permission.actor === controller)) names.add(account.name);
  }
  return { controlled_accounts: [...names].sort() };
};

/** The /v1/history endpoints by name. */
export const HISTORY_ENDPOINTS: Record<string, Endpoint> = {
  get_actions: getActions,
  get_transaction: getTransaction,
  get_key_accounts: getKeyAccounts,
  get_controlled_accounts: getControlledAccounts,
};
