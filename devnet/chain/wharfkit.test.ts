import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIClient, Asset, Name } from '@wharfkit/antelope';
import { Session, SessionKit, type SessionStorage, type UserInterface } from '@wharfkit/session';
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey';
import { startTestChain, type TestChain } from './testing/harness';
import { TokenAccountRow } from './testing/types';

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain();
});
afterAll(async () => t.stop());

function sessionFor(name: string): Session {
  const demo = t.chain.demoAccounts.find((a) => a.name === name)!;
  return new Session({
    chain: { id: t.chain.chainId, url: t.url },
    actor: name,
    permission: 'active',
    walletPlugin: new WalletPluginPrivateKey(demo.privateKey),
  });
}

describe('@wharfkit/session against the devnet', () => {
  it('signs a zlib-packed transfer through send_transaction and reads the balances back', async () => {
    const client = new APIClient({ url: t.url });
    const before = await client.v1.chain.get_currency_balance('eosio.token', 'bob', 'WAX');
    const session = sessionFor('alice');
    const result = await session.transact({
      action: {
        account: 'eosio.token',
        name: 'transfer',
        authorization: [session.permissionLevel],
        data: { from: 'alice', to: 'bob', quantity: '12.34567890 WAX', memo: 'from wharfkit' },
      },
    });
    expect(String(result.resolved?.transaction.id ?? result.response?.transaction_id)).toMatch(/^[0-9a-f]{64}$/);
    const after = await client.v1.chain.get_currency_balance('eosio.token', 'bob', 'WAX');
    expect(after[0]!.units.toNumber() - before[0]!.units.toNumber()).toBe(1_234_567_890);

    const rows = await client.v1.chain.get_table_rows({ code: 'eosio.token', scope: 'bob', table: 'accounts', json: true });
    expect(Asset.from((rows.rows[0] as { balance: string }).balance).equals(after[0]!)).toBe(true);
  });

  it('reads typed rows (json false → hex) and the account through APIClient', async () => {
    const client = new APIClient({ url: t.url });
    const { rows } = await client.v1.chain.get_table_rows({ code: 'alien.worlds', scope: 'alice', table: 'accounts', type: TokenAccountRow });
    expect(String(rows[0]!.balance)).toBe('1500000.0000 TLM');
    const account = await client.v1.chain.get_account('alice');
    expect(account.account_name.equals(Name.from('alice'))).toBe(true);
    expect(String(account.core_liquid_balance)).toMatch(/ WAX$/);
    expect(String(account.total_resources.cpu_weight)).toBe('5000.00000000 WAX');
  });

  it('shows the contract assertion when a transfer overdraws', async () => {
    const session = sessionFor('erin');
    await expect(
      session.transact({
        action: {
          account: 'eosio.token',
          name: 'transfer',
          authorization: [session.permissionLevel],
          data: { from: 'erin', to: 'bob', quantity: '99999999.00000000 WAX', memo: '' },
        },
      }),
    ).rejects.toThrow(/overdrawn balance/);
  });
});

describe('SessionKit login', () => {
  it('logs in with the private-key plugin and transacts', async () => {
    const dave = t.chain.demoAccounts.find((a) => a.name === 'dave')!;
    const stored = new Map<string, string>();
    const storage: SessionStorage = {
      write: async (k, v) => void stored.set(k, v),
      read: async (k) => stored.get(k) ?? null,
      remove: async (k) => void stored.delete(k),
    };
    const noop = async (): Promise<void> => undefined;
    const translate = (_key: string, options?: { default: string }) => options?.default ?? '';
    // A headless UI: Node has no DOM for the web renderer.
    const ui = {
      login: async () => ({ chainId: t.chain.chainId, permissionLevel: 'dave@active', walletPluginIndex: 0 }),
      onError: noop,
      onAccountCreate: async () => ({}),
      onAccountCreateComplete: noop,
      onLogin: noop,
      onLoginComplete: noop,
      onTransact: noop,
      onTransactComplete: noop,
      onSign: noop,
      onSignComplete: noop,
      onBroadcast: noop,
      onBroadcastComplete: noop,
      prompt: () => {
        throw new Error('no prompts in tests');
      },
      status: () => undefined,
      translate,
      getTranslate: () => translate,
      addTranslations: () => undefined,
    } as unknown as UserInterface;
    const kit = new SessionKit(
      { appName: 'waxwing', chains: [{ id: t.chain.chainId, url: t.url }], ui, walletPlugins: [new WalletPluginPrivateKey(dave.privateKey)] },
      { storage },
    );
    const { session } = await kit.login({ chain: t.chain.chainId, permissionLevel: 'dave@active' });
    expect(String(session.actor)).toBe('dave');
    const result = await session.transact({
      action: {
        account: 'usdt.alcor',
        name: 'transfer',
        authorization: [session.permissionLevel],
        data: { from: 'dave', to: 'alice', quantity: '0.5000 USDT', memo: 'kit' },
      },
    });
    expect(result.response?.processed?.receipt?.status).toBe('executed');
    expect(stored.size).toBeGreaterThan(0);
  });
});
