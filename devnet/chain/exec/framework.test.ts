/** The contract framework end to end: notifications, inline actions and eosio.code, weighted keys, linkauth. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startTestChain, type TestChain } from '../testing/harness';
import { expectAssert, expectChainError } from '../testing/expect';
import { buildTransaction, pack } from '../testing/sign';
import { depositsTable, testContract } from '../testing/contracts';
import { deriveKey } from '../genesis/keys';
import { canonicalKey } from '../abi/keys';
import { compareKeys } from '../../contracts/system/accounts';

let t: TestChain;
const CONTRACT = 'ledgertest11';

beforeAll(async () => {
  t = await startTestChain();
  await t.chain.createAccount(CONTRACT, deriveKey('fw', 'ledger').publicKey);
  await t.chain.deployContract(CONTRACT, testContract);
});
afterAll(async () => t.stop());

const tlm = async (who: string): Promise<string[]> =>
  (await rpc(t.url, '/v1/chain/get_currency_balance', { code: 'alien.worlds', account: who, symbol: 'TLM' })).body as unknown as string[];

describe('notifications', () => {
  it('delivers a transfer to the recipient contract, which records the deposit', async () => {
    const result = await t.chain.pushAction('alien.worlds', 'transfer', { from: 'bob', to: CONTRACT, quantity: '7.0000 TLM', memo: 'deposit' }, 'bob@active');
    const traces = result.processed.action_traces as { receiver: string; action_ordinal: number; creator_action_ordinal: number; console: string }[];
    expect(traces.map((tr) => tr.receiver)).toEqual(['alien.worlds', 'bob', CONTRACT]);
    expect(traces[2]).toMatchObject({ action_ordinal: 3, creator_action_ordinal: 1, console: 'deposit of 70000 from bob' });
    const deposits = [...t.chain.table(CONTRACT, depositsTable, CONTRACT).rows()];
    expect(deposits).toEqual([{ id: 0n, from: 'bob', quantity: { amount: 70_000n, symbol: { precision: 4, code: 'TLM' } }, token: 'alien.worlds' }]);
  });

  it('rolls the notification’s writes back when the transaction fails later', async () => {
    await expectAssert(
      t.chain.pushActions([
        { account: 'alien.worlds', name: 'transfer', authorization: ['bob@active'], data: { from: 'bob', to: CONTRACT, quantity: '1.0000 TLM', memo: '' } },
        {
          account: 'alien.worlds',
          name: 'transfer',
          authorization: ['bob@active'],
          data: { from: 'bob', to: 'alice', quantity: '999999999.0000 TLM', memo: '' },
        },
      ]),
      'overdrawn balance',
    );
    expect([...t.chain.table(CONTRACT, depositsTable, CONTRACT).rows()]).toHaveLength(1);
  });
});

describe('inline actions and eosio.code', () => {
  it('refuses an inline transfer on behalf of a user who has not granted eosio.code', async () => {
    await expectChainError(
      t.chain.pushAction(CONTRACT, 'forward', { from: 'carol', to: 'dave', quantity: '1.0000 TLM', token: 'alien.worlds' }, 'carol@active'),
      'unsatisfied_authorization',
      /declares authority '\{"actor":"carol","permission":"active"\}'.*provided permissions \[\{"actor":"ledgertest11","permission":"eosio.code"\}\]/,
    );
  });

  it('sends it once the user adds <contract>@eosio.code to active', async () => {
    const carolKey = canonicalKey(t.chain.demoAccounts.find((a) => a.name === 'carol')!.publicKey);
    await t.chain.pushAction(
      'eosio',
      'updateauth',
      {
        account: 'carol',
        permission: 'active',
        parent: 'owner',
        auth: {
          threshold: 1,
          keys: [{ key: carolKey, weight: 1 }],
          accounts: [{ permission: { actor: CONTRACT, permission: 'eosio.code' }, weight: 1 }],
          waits: [],
        },
      },
      'carol@owner',
    );
    const before = await tlm('dave');
    const result = await t.chain.pushAction(CONTRACT, 'forward', { from: 'carol', to: 'dave', quantity: '2.5000 TLM', token: 'alien.worlds' }, 'carol@active');
    const traces = result.processed.action_traces as { receiver: string; creator_action_ordinal: number; act: { name: string } }[];
    expect(traces.map((tr) => `${tr.receiver}:${tr.act.name}`)).toEqual([`${CONTRACT}:forward`, 'alien.worlds:transfer', 'carol:transfer', 'dave:transfer']);
    expect(traces[1]!.creator_action_ordinal).toBe(1);
    expect(before).toEqual(['25000.0000 TLM']);
    expect(await tlm('dave')).toEqual(['25002.5000 TLM']);
  });
});

describe('weighted keys and thresholds', () => {
  const k1 = deriveKey('fw', 'multisig-1');
  const k2 = deriveKey('fw', 'multisig-2');

  it('needs keys whose weights reach the threshold', async () => {
    // nodeos wants keys in ascending binary order.
    const keys = [k1, k2].map((k) => ({ key: canonicalKey(k.publicKey), weight: 1 })).sort((a, b) => compareKeys(a.key, b.key));
    await t.chain.pushAction(
      'eosio',
      'updateauth',
      { account: 'erin', permission: 'active', parent: 'owner', auth: { threshold: 2, keys, accounts: [], waits: [] } },
      'erin@owner',
    );
    const trx = await buildTransaction(t.url, [
      {
        account: 'alien.worlds',
        name: 'transfer',
        authorization: [{ actor: 'erin', permission: 'active' }],
        data: { from: 'erin', to: 'bob', quantity: '1.0000 TLM', memo: '2 of 2' },
      },
    ]);
    const one = await rpc(t.url, '/v1/chain/send_transaction', pack(trx, t.chain.chainId, [k1.privateKey]));
    expect(one.body.error?.name).toBe('unsatisfied_authorization');
    const both = await rpc(t.url, '/v1/chain/send_transaction', pack(trx, t.chain.chainId, [k1.privateKey, k2.privateKey]));
    expect(both.status).toBe(200);
    const required = (
      await rpc(t.url, '/v1/chain/get_required_keys', {
        transaction: { actions: [{ account: 'alien.worlds', name: 'transfer', authorization: [{ actor: 'erin', permission: 'active' }] }] },
        available_keys: [k1.publicKey, k2.publicKey, t.chain.demoAccounts[0]!.publicKey],
      })
    ).body;
    expect([...(required.required_keys as string[])].sort()).toEqual([k1.publicKey, k2.publicKey].sort());
  });

  it('refuses an authority whose weights cannot reach its threshold', async () => {
    await expectChainError(
      t.chain.pushAction(
        'eosio',
        'updateauth',
        {
          account: 'erin',
          permission: 'active',
          parent: 'owner',
          auth: { threshold: 3, keys: [{ key: canonicalKey(k1.publicKey), weight: 1 }], accounts: [], waits: [] },
        },
        'erin@owner',
      ),
      'action_validate_exception',
      /^Invalid authority/,
    );
  });
});

describe('custom permissions and linkauth', () => {
  it('accepts a linked custom permission and refuses it elsewhere', async () => {
    const trader = deriveKey('fw', 'trader');
    await t.chain.pushAction(
      'eosio',
      'updateauth',
      {
        account: 'bob',
        permission: 'trade',
        parent: 'active',
        auth: { threshold: 1, keys: [{ key: canonicalKey(trader.publicKey), weight: 1 }], accounts: [], waits: [] },
      },
      'bob@active',
    );
    const transfer = {
      account: 'alien.worlds',
      name: 'transfer',
      authorization: [{ actor: 'bob', permission: 'trade' }],
      data: { from: 'bob', to: 'alice', quantity: '1.0000 TLM', memo: 'trade' },
    };
    const before = await rpc(t.url, '/v1/chain/send_transaction', pack(await buildTransaction(t.url, [transfer]), t.chain.chainId, [trader.privateKey]));
    expect(before.body.error?.name).toBe('irrelevant_auth_exception');
    expect(before.body.error?.details[0]?.message).toBe(
      'action declares irrelevant authority \'{"actor":"bob","permission":"trade"}\'; minimum authority is {"actor":"bob","permission":"active"}',
    );
    await t.chain.pushAction('eosio', 'linkauth', { account: 'bob', code: 'alien.worlds', type: 'transfer', requirement: 'trade' }, 'bob@active');
    const after = await rpc(t.url, '/v1/chain/send_transaction', pack(await buildTransaction(t.url, [transfer]), t.chain.chainId, [trader.privateKey]));
    expect(after.status).toBe(200);
    const account = (await rpc(t.url, '/v1/chain/get_account', { account_name: 'bob' })).body as {
      permissions: { perm_name: string; linked_actions: unknown[] }[];
    };
    expect(account.permissions.find((p) => p.perm_name === 'trade')!.linked_actions).toEqual([{ account: 'alien.worlds', action: 'transfer' }]);
    await expectChainError(
      t.chain.pushAction('eosio', 'deleteauth', { account: 'bob', permission: 'trade' }, 'bob@active'),
      'action_validate_exception',
      /linked/,
    );
  });
});
