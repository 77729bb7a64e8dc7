import { describe, expect, it, vi } from 'vitest';
import { RpcError } from './chainRpcErrors';
import { isUnknownAccountError, readChainAccount, readDelegations } from './account';

const missing = (name: string) =>
  new RpcError('unknown key', {
    code: 500,
    message: 'Internal Service Error',
    error: {
      code: 3060002,
      name: 'account_query_exception',
      what: 'Account Query Exception',
      details: [{ message: `unknown key (eosio::chain::name): ${name}` }],
    },
  });

const GRACE = {
  account_name: 'grace',
  head_block_time: '2026-11-27T07:20:18.500',
  created: '2026-11-27T06:19:40.000',
  core_liquid_balance: '49400.00000000 WAX',
  ram_quota: 1400,
  ram_usage: 3878,
  net_limit: { used: 0, available: 10, max: 10 },
  cpu_limit: { used: 0, available: 10, max: 10 },
  total_resources: null,
  self_delegated_bandwidth: null,
  refund_request: null,
  voter_info: null,
};

describe('account service', () => {
  it('reads get_account for the name asked', async () => {
    const chain = vi.fn(async () => GRACE);
    const account = await readChainAccount({ chain } as never, 'grace');
    expect(chain).toHaveBeenCalledWith('get_account', { account_name: 'grace' });
    expect(account?.liquid.units).toBe(4_940_000_000_000n);
  });

  it('answers null for an account the chain does not know, and passes other failures on', async () => {
    expect(await readChainAccount({ chain: async () => Promise.reject(missing('nobody.wam')) } as never, 'nobody.wam')).toBeNull();
    await expect(readChainAccount({ chain: async () => Promise.reject(new Error('timeout')) } as never, 'grace')).rejects.toThrow('timeout');
    await expect(readChainAccount({ chain: async () => GRACE } as never, 'frank')).rejects.toThrow('answered for grace');
  });

  it('recognises a missing account by its error name or detail only', () => {
    expect(isUnknownAccountError(missing('x'))).toBe(true);
    expect(
      isUnknownAccountError(new RpcError('x', { error: { name: 'exception', details: [{ message: 'unknown key (boost::tuples::tuple<…>): (0 nobody)' }] } })),
    ).toBe(true);
    expect(isUnknownAccountError(new RpcError('x', { error: { name: 'exception', details: [{ message: 'deadline exceeded' }] } }))).toBe(false);
    expect(isUnknownAccountError(new Error('unknown key'))).toBe(false);
  });

  it('reads delegations from accinfo', async () => {
    const accinfo = vi.fn(async () => ({
      account_name: 'grace',
      chain: {},
      delegated_to: [],
      delegated_from: [{ account_name: 'frank', cpu_weight: '1.00000000 WAX', net_weight: '0.00000000 WAX' }],
    }));
    const delegations = await readDelegations({ accinfo }, 'grace');
    expect(delegations.from[0]?.account).toBe('frank');
  });
});
