/**
 * Reading an account for the wallet page (SPEC §7): `get_account` from the chain (resources, stake,
 * refund, vote) and the light API's `accinfo` (stake delegated to and from others).
 */
import { parseChainAccount, parseDelegations, type AccountSnapshot, type Delegations } from '../core/account';
import type { ChainRpc } from './chainRpc';
import { RpcError } from './chainRpcErrors';
import type { LightApi } from './lightApi';

/** True when a node's error says the account does not exist (nodeos's account query error, "unknown key …"). */
export function isUnknownAccountError(error: unknown): boolean {
  if (!(error instanceof RpcError)) return false;
  const body = error.json as { error?: { name?: unknown; details?: { message?: unknown }[] } } | null;
  if (body?.error?.name === 'account_query_exception') return true;
  return (body?.error?.details ?? []).some((detail) => typeof detail?.message === 'string' && detail.message.startsWith('unknown key'));
}

/** The account as `get_account` answers it, or null when the chain has no account of that name. */
export async function readChainAccount(rpc: Pick<ChainRpc, 'chain'>, name: string): Promise<AccountSnapshot | null> {
  let answer: unknown;
  try {
    answer = await rpc.chain<unknown>('get_account', { account_name: name });
  } catch (error) {
    if (isUnknownAccountError(error)) return null;
    throw error;
  }
  const account = parseChainAccount(answer);
  if (account.name !== name) throw new RangeError(`get_account answered for ${account.name}, not ${name}`);
  return account;
}

/** Stake the account delegates to others and others delegate to it, from the light API. */
export async function readDelegations(lightApi: Pick<LightApi, 'accinfo'>, name: string): Promise<Delegations> {
  return parseDelegations(await lightApi.accinfo(name));
}
