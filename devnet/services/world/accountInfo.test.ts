/** accinfo read from the chain's state: what get_account and the delband tables say, no RPC round trip. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startTestChain, type TestChain } from '../../chain/testing/harness';
import { readAccount } from './accountInfo';

let t: TestChain;

const delegate = (from: string, receiver: string, net: string, cpu: string) =>
  t.chain.pushAction('eosio', 'delegatebw', { from, receiver, stake_net_quantity: net, stake_cpu_quantity: cpu, transfer: false }, `${from}@active`);

beforeAll(async () => {
  t = await startTestChain();
  await delegate('alice', 'bob', '1.00000000 WAX', '2.50000000 WAX');
  await delegate('carol', 'bob', '0.50000000 WAX', '0.00000000 WAX');
});
afterAll(async () => {
  await t.stop();
});

describe('readAccount', () => {
  it('shows the resources and permissions get_account serves', async () => {
    const served = (await rpc(t.url, '/v1/chain/get_account', { account_name: 'bob' })).body as {
      total_resources: { cpu_weight: string; net_weight: string; ram_bytes: number };
      permissions: unknown[];
    };
    const bob = readAccount(t.chain, 'bob')!;
    expect(bob.resources).toEqual({
      cpu_weight: served.total_resources.cpu_weight,
      net_weight: served.total_resources.net_weight,
      ram_bytes: String(served.total_resources.ram_bytes),
    });
    expect(bob.permissions).toEqual(served.permissions);
    expect(bob.permissions.map((p) => (p as { perm_name: string }).perm_name)).toEqual(expect.arrayContaining(['owner', 'active']));
  });

  it('lists what an account delegated to others and what others delegated to it', () => {
    expect(readAccount(t.chain, 'alice')!.delegated_to).toEqual([{ account_name: 'bob', cpu_weight: '2.50000000 WAX', net_weight: '1.00000000 WAX' }]);
    expect(readAccount(t.chain, 'bob')!.delegated_from).toEqual(
      expect.arrayContaining([
        { account_name: 'alice', cpu_weight: '2.50000000 WAX', net_weight: '1.00000000 WAX' },
        { account_name: 'carol', cpu_weight: '0.00000000 WAX', net_weight: '0.50000000 WAX' },
      ]),
    );
    expect(readAccount(t.chain, 'bob')!.delegated_from).toHaveLength(2);
    // Self-stake is a delband row too, but not a delegation.
    expect(readAccount(t.chain, 'alice')!.delegated_from.map((d) => d.account_name)).not.toContain('alice');
  });

  it('answers null for an account the chain does not have', () => {
    expect(readAccount(t.chain, 'nobody')).toBeNull();
  });
});
