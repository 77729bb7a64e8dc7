/** Genesis accounts in bulk: real accounts for get_account, signing and staking, kept by snapshots. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rpc, startTestChain } from '../testing/harness';
import { buildTransaction, pack } from '../testing/sign';
import { CHAIN_ID, type GenesisApi } from '../index';
import { deriveKey, derivePublicKey } from './keys';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const HOLDERS = ['zeta.wam', 'alpha1.wam', 'mid3x.wam', 'alice'];
const CREATED = Date.UTC(2024, 5, 1, 12, 0, 0);
const genesis = (api: GenesisApi) => {
  const created = api.createAccounts(
    {
      names: HOLDERS,
      keys: [derivePublicKey('waxwing', 'holder:0'), derivePublicKey('waxwing', 'holder:1')],
      keyOf: (name) => (name === 'zeta.wam' ? 1 : 0),
      createdAt: () => CREATED,
      ramBytes: 4096n,
    },
    api.firstBlock,
  );
  if (created !== 3) throw new Error(`expected 3 new accounts (alice exists), got ${created}`);
};

type Account = {
  created: string;
  ram_quota: number;
  ram_usage: number;
  permissions: { perm_name: string; required_auth: { keys: { key: string }[] } }[];
  total_resources: { owner: string; ram_bytes: number; cpu_weight: string } | null;
};

describe('genesis accounts in bulk', () => {
  it('derives the same public key as deriveKey, faster', () => {
    expect(derivePublicKey('waxwing', 'holder:0')).toBe(deriveKey('waxwing', 'holder:0').publicKeyK1);
  });

  it('are accounts like newaccount makes: keys, creation time, RAM, a resource row; they sign, stake and survive a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-bulk-'));
    dirs.push(dataDir);
    const first = await startTestChain({ dataDir, genesis });
    const account = async (url: string, name: string) => (await rpc(url, '/v1/chain/get_account', { account_name: name })).body as unknown as Account;
    try {
      const zeta = await account(first.url, 'zeta.wam');
      expect(zeta.created).toBe('2024-06-01T12:00:00.000');
      expect(zeta.permissions.map((p) => p.perm_name)).toEqual(['owner', 'active']);
      expect(zeta.permissions[1]!.required_auth.keys[0]!.key).toBe(deriveKey('waxwing', 'holder:1').publicKey);
      expect(zeta.total_resources).toMatchObject({ owner: 'zeta.wam', ram_bytes: 4096, cpu_weight: '0.00000000 WAX' });
      expect(zeta.ram_quota).toBe(4096 + 1400);
      const rows = first.chain.getTableRows({ code: 'eosio', table: 'userres', scope: 'alpha1.wam', json: true }).rows;
      expect(rows).toEqual([{ owner: 'alpha1.wam', net_weight: '0.00000000 WAX', cpu_weight: '0.00000000 WAX', ram_bytes: 4096 }]);
      // alice was already an account: left as she was.
      expect((await account(first.url, 'alice')).total_resources?.ram_bytes).toBe(0);

      // A holder receives WAX and stakes it with its own key: its record changes like any account's.
      await first.chain.pushAction('eosio.token', 'transfer', { from: 'frank', to: 'mid3x.wam', quantity: '20.00000000 WAX', memo: 'gas' }, 'frank@active');
      const trx = await buildTransaction(first.url, [
        {
          account: 'eosio',
          name: 'delegatebw',
          authorization: [{ actor: 'mid3x.wam', permission: 'active' }],
          data: { from: 'mid3x.wam', receiver: 'mid3x.wam', stake_net_quantity: '2.00000000 WAX', stake_cpu_quantity: '8.00000000 WAX', transfer: false },
        },
      ]);
      const sent = await rpc(first.url, '/v1/chain/send_transaction', pack(trx, CHAIN_ID, [deriveKey('waxwing', 'holder:0').privateKey]));
      expect(sent.status).toBe(200);
      expect((await account(first.url, 'mid3x.wam')).total_resources).toMatchObject({ cpu_weight: '8.00000000 WAX' });

      // Found by their keys like any account, stored (mid3x) or not.
      const byKey = await rpc(first.url, '/v1/history/get_key_accounts', { public_key: deriveKey('waxwing', 'holder:1').publicKey });
      expect(byKey.body.account_names).toEqual(['zeta.wam']);
      const authorizers = await rpc(first.url, '/v1/chain/get_accounts_by_authorizers', { keys: [deriveKey('waxwing', 'holder:0').publicKey] });
      expect((authorizers.body.accounts as { account_name: string; permission_name: string }[]).map((a) => `${a.account_name}@${a.permission_name}`)).toEqual([
        'alpha1.wam@owner',
        'alpha1.wam@active',
        'mid3x.wam@owner',
        'mid3x.wam@active',
      ]);
    } finally {
      await first.stop();
    }

    // The restart loads the snapshot written at close: batch columns and the changed record both come back.
    const logs: string[] = [];
    const second = await startTestChain({ dataDir, genesis, log: (m) => logs.push(m) });
    try {
      expect(logs.some((m) => m.startsWith('snapshot loaded'))).toBe(true);
      expect((await account(second.url, 'zeta.wam')).created).toBe('2024-06-01T12:00:00.000');
      expect((await account(second.url, 'mid3x.wam')).total_resources).toMatchObject({ cpu_weight: '8.00000000 WAX' });
      expect((await rpc(second.url, '/v1/chain/get_account', { account_name: 'nobody.wam' })).status).toBe(500);
    } finally {
      await second.stop();
    }
  });
});
