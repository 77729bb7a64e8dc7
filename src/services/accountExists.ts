/** Whether an account exists on chain (`get_account`), asked before a transfer is signed (issue 18 item 6). */
import type { ChainRpc } from './chainRpc';
import { RpcError } from './chainRpcErrors';

/** nodeos's answer for an account it does not know: `account_query_exception`, "unknown key (eosio::chain::name): …". */
function isUnknownAccount(error: unknown): boolean {
  if (!(error instanceof RpcError)) return false;
  const body = error.json as { error?: { name?: unknown; code?: unknown } } | null;
  return body?.error?.name === 'account_query_exception' || body?.error?.code === 3060002 || /unknown key/.test(error.message);
}

/** True when the chain knows `name`, false when it answers that it does not; any other failure rejects. */
export async function accountExists(rpc: Pick<ChainRpc, 'chain'>, name: string): Promise<boolean> {
  try {
    const account = await rpc.chain<{ account_name?: unknown }>('get_account', { account_name: name });
    return account?.account_name === name;
  } catch (error) {
    if (isUnknownAccount(error)) return false;
    throw error;
  }
}
