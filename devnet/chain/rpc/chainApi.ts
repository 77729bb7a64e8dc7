/** /v1/chain endpoints. */
import { Buffer } from 'node:buffer';
import { formatAsset, symbolCodeToU64 } from '../core/asset';
import { nodeosError } from '../core/errors';
import { isValidName, nameToU64 } from '../core/name';
import { formatTimePoint } from '../core/time';
import { canonicalKey, displayKey } from '../abi/keys';
import { requiredKeys } from '../exec/auth';
import { producersTable } from '../../contracts/system/tables';
import { accountsTable, statTable, type CurrencyStatsRow, type TokenBalanceRow } from '../../contracts/token/tables';
import { doubleJson } from '../abi/builtins';
import type { ChainState } from '../exec/state';
import type { PermissionLevel } from '../state/accounts';
import { renderAccount, VIRTUAL_BLOCK_CPU_LIMIT, VIRTUAL_BLOCK_NET_LIMIT } from './account';
import { producerOf, type Endpoint, type RpcContext } from './context';
import { getTableRows, MAX_RETURN_ITEMS } from './tableRows';
import { getTableByScope } from './tableScopes';
import { renderProcessed } from './render';
import { getBlock, getBlockInfo } from './blockApi';

/** nodeos version strings the devnet reports. */
export const SERVER_VERSION = 'd1f9a6c2';
export const SERVER_VERSION_STRING = 'v5.0.3';
const ZERO_HASH = '0'.repeat(64);

function accountName(body: Record<string, unknown>, field = 'account_name'): string {
  const name = body[field];
  if (typeof name !== 'string' || !isValidName(name) || name === '')
    throw nodeosError('parse', `Invalid or missing field '${field}'`, 'chain_plugin.cpp', 1, 'parse_params');
  return name;
}

function mustAccount(state: ChainState, name: string) {
  const account = state.accounts.get(name);
  if (!account) throw nodeosError('unknownAccount', `unknown key (eosio::chain::name): ${name}`, 'chain_plugin.cpp', 1, 'get_account');
  return account;
}

const getInfo: Endpoint = (ctx) => {
  const blocks = ctx.engine.blocks;
  const head = blocks.head();
  const lib = blocks.lib();
  let cpu = 0n;
  let net = 0n;
  // Genesis batch accounts that were never stored have no stake.
  for (const a of ctx.engine.state.accounts.stored()) {
    if (a.cpuWeight > 0n) cpu += a.cpuWeight;
    if (a.netWeight > 0n) net += a.netWeight;
  }
  return {
    server_version: SERVER_VERSION,
    chain_id: ctx.engine.chainId,
    head_block_num: head,
    last_irreversible_block_num: lib,
    last_irreversible_block_id: blocks.idOf(lib),
    head_block_id: blocks.idOf(head),
    head_block_time: formatTimePoint(blocks.timeOf(head)),
    head_block_producer: producerOf(ctx, head),
    virtual_block_cpu_limit: VIRTUAL_BLOCK_CPU_LIMIT,
    virtual_block_net_limit: VIRTUAL_BLOCK_NET_LIMIT,
    block_cpu_limit: 199_900,
    block_net_limit: 1_048_576,
    server_version_string: SERVER_VERSION_STRING,
    fork_db_head_block_num: head,
    fork_db_head_block_id: blocks.idOf(head),
    server_full_version_string: `${SERVER_VERSION_STRING}-${SERVER_VERSION}`,
    total_cpu_weight: cpu.toString(),
    total_net_weight: net.toString(),
    earliest_available_block_num: 1,
    last_irreversible_block_time: formatTimePoint(blocks.timeOf(lib)),
  };
};

const getAccount: Endpoint = (ctx, body) => {
  const account = mustAccount(ctx.engine.state, accountName(body));
  const head = ctx.engine.blocks.head();
  return renderAccount(ctx.engine.state, account, { num: head, time: ctx.engine.blocks.timeOf(head) });
};

const getAbi: Endpoint = (ctx, body) => {
  const name = accountName(body);
  mustAccount(ctx.engine.state, name);
  const contract = ctx.engine.state.contractOf(name);
  return contract ? { account_name: name, abi: contract.def.abi } : { account_name: name };
};

const getRawAbi: Endpoint = (ctx, body) => {
  const name = accountName(body);
  mustAccount(ctx.engine.state, name);
  const contract = ctx.engine.state.contractOf(name);
  if (!contract) return { account_name: name, code_hash: ZERO_HASH, abi_hash: ZERO_HASH, abi: '' };
  return { account_name: name, code_hash: contract.codeHash, abi_hash: contract.abiHash, abi: Buffer.from(contract.abiBinary).toString('base64') };
};

const getRawCodeAndAbi: Endpoint = (ctx, body) => {
  const raw = getRawAbi(ctx, body) as { account_name: string; abi: string };
  return { account_name: raw.account_name, wasm: '', abi: raw.abi };
};

const getCode: Endpoint = (ctx, body) => {
  const name = accountName(body);
  mustAccount(ctx.engine.state, name);
  const contract = ctx.engine.state.contractOf(name);
  return { account_name: name, code_hash: contract?.codeHash ?? ZERO_HASH, wast: '', wasm: '', ...(contract ? { abi: contract.def.abi } : {}) };
};

function balanceRows(state: ChainState, code: string, owner: string): TokenBalanceRow[] {
  return [...(state.db.find(code, accountsTable.name, nameToU64(owner))?.rows.values() ?? [])].map((r) => r.value as unknown as TokenBalanceRow);
}

const getCurrencyBalance: Endpoint = (ctx, body) => {
  const code = accountName(body, 'code');
  const account = accountName(body, 'account');
  const state = ctx.engine.state;
  if (!state.codecOf(code)?.tableTypes.has('accounts'))
    throw nodeosError('contractTable', 'Table accounts is not specified in the ABI', 'chain_plugin.cpp', 1, 'get_currency_balance');
  const symbol = typeof body.symbol === 'string' && body.symbol !== '' ? body.symbol.toUpperCase() : undefined;
  return balanceRows(state, code, account)
    .filter((r) => !symbol || r.balance.symbol.code === symbol)
    .map((r) => formatAsset(r.balance));
};

const getCurrencyStats: Endpoint = (ctx, body) => {
  const code = accountName(body, 'code');
  const symbol = typeof body.symbol === 'string' ? body.symbol.toUpperCase() : '';
  if (!/^[A-Z]{1,7}$/.test(symbol)) throw nodeosError('parse', `Invalid symbol: ${String(body.symbol)}`, 'chain_plugin.cpp', 1, 'get_currency_stats');
  const state = ctx.engine.state;
  if (!state.codecOf(code)?.tableTypes.has('stat'))
    throw nodeosError('contractTable', 'Table stat is not specified in the ABI', 'chain_plugin.cpp', 1, 'get_currency_stats');
  const raw = symbolCodeToU64(symbol);
  const row = state.db.find(code, statTable.name, raw)?.rows.get(raw)?.value as CurrencyStatsRow | undefined;
  return row ? { [symbol]: { supply: formatAsset(row.supply), max_supply: formatAsset(row.max_supply), issuer: row.issuer } } : {};
};

function parseLevels(actions: unknown): { account: string; name: string; authorization: PermissionLevel[] }[] {
  if (!Array.isArray(actions)) throw nodeosError('parse', "Missing field 'actions' in transaction", 'chain_plugin.cpp', 1, 'get_required_keys');
  return actions.map((a: Record<string, unknown>) => ({
    account: String(a.account),
    name: String(a.name),
    authorization: (Array.isArray(a.authorization) ? a.authorization : []).map((l: Record<string, unknown>) => ({
      actor: String(l.actor),
      permission: String(l.permission),
    })),
  }));
}

const getRequiredKeys: Endpoint = (ctx, body) => {
  const trx = body.transaction as Record<string, unknown> | undefined;
  if (!trx || typeof trx !== 'object') throw nodeosError('parse', "Missing field 'transaction'", 'chain_plugin.cpp', 1, 'get_required_keys');
  const available = Array.isArray(body.available_keys) ? body.available_keys.map((k) => canonicalKey(String(k))) : [];
  const keys = requiredKeys(ctx.engine.state.accounts, parseLevels(trx.actions), new Set(available));
  return { required_keys: [...keys].map(displayKey) };
};

const getProducers: Endpoint = (ctx, body) => {
  const state = ctx.engine.state;
  const data = state.db.find('eosio', producersTable.name, nameToU64('eosio'));
  const codec = state.codecOf('eosio')!;
  const limit = body.limit === undefined ? 50 : Math.max(0, Number(body.limit));
  const entries = data?.indexes[0] ?? [];
  let start = 0;
  if (typeof body.lower_bound === 'string' && body.lower_bound !== '' && isValidName(body.lower_bound)) {
    const at = entries.findIndex((e) => e.pk === nameToU64(body.lower_bound as string));
    start = at < 0 ? entries.length : at;
  }
  const rows = entries.slice(start, start + limit).map((e) => codec.toJson('producer_info', data!.rows.get(e.pk)!.value));
  const next = entries[start + limit];
  let total = 0;
  for (const e of entries) {
    const p = data!.rows.get(e.pk)!.value as { total_votes: number };
    total += p.total_votes;
  }
  return { rows, total_producer_vote_weight: doubleJson(total), more: next ? String((data!.rows.get(next.pk)!.value as { owner: string }).owner) : '' };
};

const getAccountsByAuthorizers: Endpoint = (ctx, body) => {
  const keys = new Set((Array.isArray(body.keys) ? body.keys : []).map((k) => canonicalKey(String(k))));
  const levels = (Array.isArray(body.accounts) ? body.accounts : []).map((a: unknown) =>
    typeof a === 'string'
      ? { actor: a, permission: '' }
      : { actor: String((a as PermissionLevel).actor), permission: String((a as PermissionLevel).permission ?? '') },
  );
  const out: Record<string, unknown>[] = [];
  // Genesis batch accounts have one key and no account permissions: only those with a wanted key can match.
  for (const account of ctx.engine.state.accounts.keyCandidates(keys)) {
    for (const p of account.permissions.values()) {
      for (const k of p.auth.keys) {
        if (keys.has(k.key))
          out.push({ account_name: account.name, permission_name: p.name, authorizing_key: displayKey(k.key), weight: k.weight, threshold: p.auth.threshold });
      }
      for (const a of p.auth.accounts) {
        if (levels.some((l) => l.actor === a.permission.actor && (l.permission === '' || l.permission === a.permission.permission))) {
          out.push({
            account_name: account.name,
            permission_name: p.name,
            authorizing_account: { actor: a.permission.actor, permission: a.permission.permission },
            weight: a.weight,
            threshold: p.auth.threshold,
          });
        }
      }
    }
  }
  out.sort((a, b) => (String(a.account_name) < String(b.account_name) ? -1 : String(a.account_name) > String(b.account_name) ? 1 : 0));
  return { accounts: out };
};

async function send(ctx: RpcContext, body: unknown): Promise<unknown> {
  const record = await ctx.engine.sendPacked(body);
  return { transaction_id: record.id, processed: renderProcessed(ctx.engine.state, record) };
}

/** The /v1/chain endpoints by name. */
export const CHAIN_ENDPOINTS: Record<string, Endpoint> = {
  get_info: getInfo,
  get_account: getAccount,
  get_abi: getAbi,
  get_raw_abi: getRawAbi,
  get_raw_code_and_abi: getRawCodeAndAbi,
  get_code: getCode,
  get_block: getBlock,
  get_block_info: getBlockInfo,
  get_table_rows: (ctx, body) => getTableRows(ctx.engine.state, body, MAX_RETURN_ITEMS),
  get_table_by_scope: (ctx, body) => getTableByScope(ctx.engine.state, body, MAX_RETURN_ITEMS),
  get_currency_balance: getCurrencyBalance,
  get_currency_stats: getCurrencyStats,
  get_required_keys: getRequiredKeys,
  get_producers: getProducers,
  get_accounts_by_authorizers: getAccountsByAuthorizers,
  push_transaction: (ctx, body) => send(ctx, body),
  send_transaction: (ctx, body) => send(ctx, body),
  send_transaction2: (ctx, body) => send(ctx, body.transaction),
};
