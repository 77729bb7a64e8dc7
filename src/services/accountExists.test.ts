import { describe, expect, it } from 'vitest';
import { accountExists } from './accountExists';
import { RpcError } from './chainRpcErrors';

const UNKNOWN = {
  code: 500,
  message: 'Internal Service Error',
  error: {
    code: 3060002,
    name: 'account_query_exception',
    what: 'Account Query Exception',
    details: [{ message: 'unknown key (eosio::chain::name): nosuchacct' }],
  },
};

describe('accountExists', () => {
  it('is true when get_account answers the account', async () => {
    expect(await accountExists({ chain: async () => ({ account_name: 'ivan' }) as never }, 'ivan')).toBe(true);
  });

  it("is false when the node says it does not know the name (nodeos's account_query_exception)", async () => {
    const rpc = {
      chain: async () => {
        throw new RpcError('unknown key (eosio::chain::name): nosuchacct', UNKNOWN);
      },
    };
    expect(await accountExists(rpc, 'nosuchacct')).toBe(false);
  });

  it('rejects on any other failure, so a network error is never read as "no such account"', async () => {
    const rpc = {
      chain: async () => {
        throw new Error('timeout');
      },
    };
    await expect(accountExists(rpc, 'ivan')).rejects.toThrow('timeout');
  });
});
