/**
 * Reads nodeos's `get_account` and the light API's `accinfo` delegations into the wallet page's
 * account (types.ts), checking every field it uses: a malformed answer throws RangeError naming the
 * field, never a half-read account. Amounts stay exact; vote weights are the chain's doubles.
 */
import { makeAmount, tryParseAsset, type Amount } from '../amount';
import { CORE_PRECISION } from '../actions/system/actions';
import { isAccountName } from '../domain';
import type { AccountSnapshot, Delegation, Delegations, RefundRequest, ResourceUse, Stake, VoterInfo } from './types';

type Obj = Record<string, unknown>;

function object(raw: unknown, field: string): Obj {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new RangeError(`${field} must be an object`);
  return raw as Obj;
}

function name(raw: unknown, field: string, allowEmpty = false): string {
  if (typeof raw !== 'string' || !(isAccountName(raw) || (allowEmpty && raw === '')))
    throw new RangeError(`${field} must be an account name, got ${String(raw)}`);
  return raw;
}

/** A chain time ("2026-01-01T00:00:00.000", UTC without a zone) as epoch ms. */
export function readChainTime(raw: unknown, field: string): number {
  const text = typeof raw === 'string' ? raw : '';
  const ms = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?$/.test(text) ? Date.parse(`${text.slice(0, 23)}Z`) : Number.NaN;
  if (!Number.isFinite(ms)) throw new RangeError(`${field} must be a chain time, got ${String(raw)}`);
  return ms;
}

/** An integer nodeos writes as a number or a decimal string. */
function integer(raw: unknown, field: string): number {
  const value = typeof raw === 'string' && /^-?\d{1,16}$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new RangeError(`${field} must be an integer, got ${String(raw)}`);
  return value;
}

/** An int64 as a bigint: exact from a decimal string; from a JSON number as exact as the number is. */
function int64(raw: unknown, field: string): bigint {
  if (typeof raw === 'string' && /^-?\d{1,19}$/.test(raw)) return BigInt(raw);
  if (typeof raw === 'number' && Number.isInteger(raw)) return BigInt(raw);
  throw new RangeError(`${field} must be an integer, got ${String(raw)}`);
}

/** A double nodeos writes as a number or a decimal string ("123.00000000000000000"). */
function double(raw: unknown, field: string): number {
  const value = typeof raw === 'string' && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RangeError(`${field} must be a number, got ${String(raw)}`);
  return value;
}

/** A WAX asset ("12.50000000 WAX") as an exact amount. */
function wax(raw: unknown, field: string): Amount {
  const parsed = typeof raw === 'string' ? tryParseAsset(raw) : null;
  if (!parsed?.ok || parsed.asset.amount.precision !== CORE_PRECISION)
    throw new RangeError(`${field} must be a WAX asset like "1.00000000 WAX", got ${String(raw)}`);
  return parsed.asset.amount;
}

const ZERO = makeAmount(0n, CORE_PRECISION);
const NO_STAKE: Stake = { cpu: ZERO, net: ZERO };

function limit(raw: unknown, field: string): ResourceUse {
  const value = object(raw, field);
  return { used: integer(value.used, `${field}.used`), available: integer(value.available, `${field}.available`), max: integer(value.max, `${field}.max`) };
}

function stake(raw: unknown, field: string): Stake {
  if (raw === null || raw === undefined) return NO_STAKE;
  const value = object(raw, field);
  return { cpu: wax(value.cpu_weight, `${field}.cpu_weight`), net: wax(value.net_weight, `${field}.net_weight`) };
}

function refund(raw: unknown): RefundRequest | null {
  if (raw === null || raw === undefined) return null;
  const value = object(raw, 'refund_request');
  const requestMs = readChainTime(value.request_time, 'refund_request.request_time');
  return {
    requestSec: Math.floor(requestMs / 1000),
    net: wax(value.net_amount, 'refund_request.net_amount'),
    cpu: wax(value.cpu_amount, 'refund_request.cpu_amount'),
  };
}

function voter(raw: unknown): VoterInfo | null {
  if (raw === null || raw === undefined) return null;
  const value = object(raw, 'voter_info');
  if (!Array.isArray(value.producers)) throw new RangeError('voter_info.producers must be a list');
  const isProxy = value.is_proxy === true || value.is_proxy === 1;
  if (!isProxy && value.is_proxy !== false && value.is_proxy !== 0) throw new RangeError('voter_info.is_proxy must be a boolean');
  return {
    producers: value.producers.map((p, i) => name(p, `voter_info.producers[${i}]`)),
    proxy: name(value.proxy, 'voter_info.proxy', true),
    staked: int64(value.staked, 'voter_info.staked'),
    lastVoteWeight: double(value.last_vote_weight, 'voter_info.last_vote_weight'),
    proxiedVoteWeight: double(value.proxied_vote_weight, 'voter_info.proxied_vote_weight'),
    isProxy,
    lastClaimMs: readChainTime(value.last_claim_time, 'voter_info.last_claim_time'),
    unpaidSinceMs: readChainTime(value.unpaid_voteshare_last_updated, 'voter_info.unpaid_voteshare_last_updated'),
  };
}

/** `get_account`'s answer as the wallet page's account; throws RangeError for a malformed field. */
export function parseChainAccount(raw: unknown): AccountSnapshot {
  const value = object(raw, 'get_account');
  return {
    name: name(value.account_name, 'account_name'),
    createdMs: readChainTime(value.created, 'created'),
    headBlockMs: readChainTime(value.head_block_time, 'head_block_time'),
    liquid: value.core_liquid_balance === undefined ? ZERO : wax(value.core_liquid_balance, 'core_liquid_balance'),
    ram: { quota: integer(value.ram_quota, 'ram_quota'), usage: integer(value.ram_usage, 'ram_usage') },
    cpu: limit(value.cpu_limit, 'cpu_limit'),
    net: limit(value.net_limit, 'net_limit'),
    totalStake: stake(value.total_resources, 'total_resources'),
    selfStake: stake(value.self_delegated_bandwidth, 'self_delegated_bandwidth'),
    refund: refund(value.refund_request),
    voter: voter(value.voter_info),
  };
}

function delegations(raw: unknown, field: string): Delegation[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new RangeError(`${field} must be a list`);
  return raw.map((item, i) => {
    const row = object(item, `${field}[${i}]`);
    return {
      account: name(row.account_name, `${field}[${i}].account_name`),
      cpu: wax(row.cpu_weight, `${field}[${i}].cpu_weight`),
      net: wax(row.net_weight, `${field}[${i}].net_weight`),
    };
  });
}

/** The delegations of a light API `accinfo` answer (NOTES "Light API"); throws RangeError for a malformed row. */
export function parseDelegations(raw: unknown): Delegations {
  const value = object(raw, 'accinfo');
  return { to: delegations(value.delegated_to, 'delegated_to'), from: delegations(value.delegated_from, 'delegated_from') };
}
