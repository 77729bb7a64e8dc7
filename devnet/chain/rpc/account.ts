/** get_account: native account data joined with the system contract's resource, refund and voter rows. */
import { formatAsset, symbolCodeToU64, type AssetValue } from '../core/asset';
import { nameToU64 } from '../core/name';
import { formatTimePoint } from '../core/time';
import { displayKey } from '../abi/keys';
import type { ChainState } from '../exec/state';
import type { AccountRecord, Usage } from '../state/accounts';
import { CORE_SYMBOL, delegatedBandwidthTable, refundsTable, userResourcesTable, votersTable } from '../../contracts/system/tables';
import { accountsTable } from '../../contracts/token/tables';
import type { TableDef } from '../exec/framework';

/** nodeos's virtual limits: CPU µs and NET bytes per 24 h window available to all stake together. */
export const VIRTUAL_BLOCK_CPU_LIMIT = 200_000_000;
export const VIRTUAL_BLOCK_NET_LIMIT = 1_048_576_000;
const BLOCKS_PER_WINDOW = 172_800;

/** A row of a contract's table, or undefined. */
export function readRow<Row>(state: ChainState, code: string, def: TableDef<Row>, scope: string, pk: bigint): Row | undefined {
  return state.db.find(code, def.name, nameToU64(scope))?.rows.get(pk)?.value as Row | undefined;
}

/** The core (WAX) balance of an account, if it has a row. */
export function coreBalance(state: ChainState, account: string): AssetValue | undefined {
  return readRow(state, 'eosio.token', accountsTable, account, symbolCodeToU64(CORE_SYMBOL.code))?.balance;
}

function totalWeights(state: ChainState): { cpu: bigint; net: bigint } {
  let cpu = 0n;
  let net = 0n;
  // Genesis batch accounts that were never stored have no stake.
  for (const a of state.accounts.stored()) {
    if (a.cpuWeight > 0n) cpu += a.cpuWeight;
    if (a.netWeight > 0n) net += a.netWeight;
  }
  return { cpu, net };
}

function limit(usage: Usage, weight: bigint, total: bigint, capacity: number, now: number): ResourceLimitJson {
  const used = Math.round(usage.value * Math.max(0, 1 - (now - usage.lastUpdate) / 86_400_000));
  const max = weight < 0n ? -1 : total === 0n ? 0 : Math.floor((Number(weight) / Number(total)) * capacity);
  return { used, available: max < 0 ? -1 : Math.max(0, max - used), max, last_usage_update_time: formatTimePoint(usage.lastUpdate), current_used: used };
}

/** A resource limit as get_account shows it. */
export interface ResourceLimitJson {
  readonly used: number;
  readonly available: number;
  readonly max: number;
  readonly last_usage_update_time: string;
  readonly current_used: number;
}

/** A permission as get_account lists it. */
export interface PermissionJson {
  readonly perm_name: string;
  readonly parent: string;
  readonly required_auth: {
    readonly threshold: number;
    readonly keys: readonly { readonly key: string; readonly weight: number }[];
    readonly accounts: readonly { readonly permission: { readonly actor: string; readonly permission: string }; readonly weight: number }[];
    readonly waits: readonly { readonly wait_sec: number; readonly weight: number }[];
  };
  readonly linked_actions: readonly { readonly account: string; readonly action?: string }[];
}

/** Staked WAX as get_account shows it (`total_resources`, `self_delegated_bandwidth`). */
export interface StakeJson {
  readonly net_weight: string;
  readonly cpu_weight: string;
}

/** The get_account answer. */
export interface AccountJson {
  readonly account_name: string;
  readonly head_block_num: number;
  readonly head_block_time: string;
  readonly privileged: boolean;
  readonly last_code_update: string;
  readonly created: string;
  readonly core_liquid_balance?: string;
  readonly ram_quota: number;
  readonly net_weight: number;
  readonly cpu_weight: number;
  readonly net_limit: ResourceLimitJson;
  readonly cpu_limit: ResourceLimitJson;
  readonly ram_usage: number;
  readonly permissions: readonly PermissionJson[];
  readonly total_resources: (StakeJson & { readonly owner: string; readonly ram_bytes: number }) | null;
  readonly self_delegated_bandwidth: (StakeJson & { readonly from: string; readonly to: string }) | null;
  readonly refund_request: { readonly owner: string; readonly request_time: string; readonly net_amount: string; readonly cpu_amount: string } | null;
  readonly voter_info: unknown;
  readonly rex_info: null;
  readonly subjective_cpu_bill_limit: ResourceLimitJson;
  readonly eosio_any_linked_actions: readonly never[];
}

/** The get_account answer. */
export function renderAccount(state: ChainState, account: AccountRecord, head: { num: number; time: number }): AccountJson {
  const totals = totalWeights(state);
  const name = account.name;
  const res = readRow(state, 'eosio', userResourcesTable, name, nameToU64(name));
  const self = readRow(state, 'eosio', delegatedBandwidthTable, name, nameToU64(name));
  const refund = readRow(state, 'eosio', refundsTable, name, nameToU64(name));
  const voter = readRow(state, 'eosio', votersTable, 'eosio', nameToU64(name));
  const balance = coreBalance(state, name);
  const systemCodec = state.codecOf('eosio');
  const permissions = [...account.permissions.values()].map((p) => ({
    perm_name: p.name,
    parent: p.parent,
    required_auth: {
      threshold: p.auth.threshold,
      keys: p.auth.keys.map((k) => ({ key: displayKey(k.key), weight: k.weight })),
      accounts: p.auth.accounts.map((a) => ({ permission: { actor: a.permission.actor, permission: a.permission.permission }, weight: a.weight })),
      waits: p.auth.waits.map((w) => ({ wait_sec: w.wait_sec, weight: w.weight })),
    },
    linked_actions: [...account.links]
      .filter(([, perm]) => perm === p.name)
      .map(([key]) => {
        const [code = '', action] = key.split('::');
        return action ? { account: code, action } : { account: code };
      }),
  }));
  return {
    account_name: name,
    head_block_num: head.num,
    head_block_time: formatTimePoint(head.time),
    privileged: account.privileged,
    last_code_update: formatTimePoint(account.lastCodeUpdate),
    created: formatTimePoint(account.created),
    ...(balance ? { core_liquid_balance: formatAsset(balance) } : {}),
    ram_quota: Number(account.ramQuota),
    net_weight: Number(account.netWeight),
    cpu_weight: Number(account.cpuWeight),
    net_limit: limit(account.netUsage, account.netWeight, totals.net, VIRTUAL_BLOCK_NET_LIMIT * 2, head.time),
    cpu_limit: limit(account.cpuUsage, account.cpuWeight, totals.cpu, (VIRTUAL_BLOCK_CPU_LIMIT / 1000) * BLOCKS_PER_WINDOW, head.time),
    ram_usage: account.ramUsage,
    permissions,
    total_resources: res
      ? { owner: res.owner, net_weight: formatAsset(res.net_weight), cpu_weight: formatAsset(res.cpu_weight), ram_bytes: Number(res.ram_bytes) }
      : null,
    self_delegated_bandwidth: self
      ? { from: self.from, to: self.to, net_weight: formatAsset(self.net_weight), cpu_weight: formatAsset(self.cpu_weight) }
      : null,
    refund_request: refund
      ? {
          owner: refund.owner,
          request_time: formatTimePoint(refund.request_time * 1000).slice(0, 19),
          net_amount: formatAsset(refund.net_amount),
          cpu_amount: formatAsset(refund.cpu_amount),
        }
      : null,
    voter_info: voter && systemCodec ? systemCodec.toJson('voter_info', voter) : null,
    rex_info: null,
    subjective_cpu_bill_limit: { used: 0, available: 0, max: 0, last_usage_update_time: formatTimePoint(0), current_used: 0 },
    eosio_any_linked_actions: [],
  };
}
