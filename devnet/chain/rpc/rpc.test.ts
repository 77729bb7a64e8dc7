/** Chain and history endpoints: shapes clients rely on. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startTestChain, type TestChain } from '../testing/harness';
import { buildTransaction, pack } from '../testing/sign';

let t: TestChain;
let txId: string;

beforeAll(async () => {
  t = await startTestChain();
  const alice = t.chain.demoAccounts.find((a) => a.name === 'alice')!;
  const res = await rpc(
    t.url,
    '/v1/chain/send_transaction',
    pack(
      await buildTransaction(t.url, [
        {
          account: 'eosio.token',
          name: 'transfer',
          authorization: [{ actor: 'alice', permission: 'active' }],
          data: { from: 'alice', to: 'bob', quantity: '3.00000000 WAX', memo: 'history' },
        },
      ]),
      t.chain.chainId,
      [alice.privateKey],
    ),
  );
  txId = String(res.body.transaction_id);
});
afterAll(async () => t.stop());

describe('get_info', () => {
  it('carries the 12 fields wallets need, nodeos-formatted', async () => {
    const { body } = await rpc(t.url, '/v1/chain/get_info', {});
    for (const field of [
      'server_version',
      'chain_id',
      'head_block_num',
      'last_irreversible_block_num',
      'last_irreversible_block_id',
      'head_block_id',
      'head_block_time',
      'head_block_producer',
      'virtual_block_cpu_limit',
      'virtual_block_net_limit',
      'block_cpu_limit',
      'block_net_limit',
    ]) {
      expect(body, field).toHaveProperty(field);
    }
    expect(body.chain_id).toBe('8a34ec7df1b8cd06ff4a8abbaa7cc50300823350cadc59ab296cb00d104d2b8f');
    expect(body.head_block_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/);
    const head = Number(body.head_block_num);
    expect(String(body.head_block_id).slice(0, 8)).toBe(head.toString(16).padStart(8, '0'));
    expect(Number(body.last_irreversible_block_num)).toBeLessThan(head);
    expect(Number(body.last_irreversible_block_num)).toBeGreaterThanOrEqual(head - 5);
    const get = await fetch(`${t.url}/v1/chain/get_info`);
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('advances a block every 500 ms', async () => {
    const head = async () => {
      const { body } = await rpc(t.url, '/v1/chain/get_info', {});
      return { num: Number(body.head_block_num), time: Date.parse(`${String(body.head_block_time)}Z`) };
    };
    const a = await head();
    t.advance(5_000);
    const b = await head();
    // Real time also passes between the two reads (a loaded machine can take over 500 ms): the
    // 5 s moved is at least 10 blocks, and every block is 500 ms after the one before.
    expect(b.num - a.num).toBeGreaterThanOrEqual(10);
    expect(b.time - a.time).toBe((b.num - a.num) * 500);
  });
});

describe('blocks', () => {
  it('serves the block holding a transaction, by number and by id', async () => {
    const found = (await rpc(t.url, '/v1/history/get_transaction', { id: txId })).body as { block_num: number };
    const block = (await rpc(t.url, '/v1/chain/get_block', { block_num_or_id: found.block_num })).body as {
      id: string;
      block_num: number;
      transactions: { trx: { id: string; transaction: { actions: { data: { memo: string } }[] } } }[];
      previous: string;
      ref_block_prefix: number;
    };
    expect(block.transactions.map((x) => x.trx.id)).toContain(txId);
    expect(block.transactions.find((x) => x.trx.id === txId)!.trx.transaction.actions[0]!.data.memo).toBe('history');
    expect(block.ref_block_prefix).toBe(Buffer.from(block.id, 'hex').readUInt32LE(8));
    const byId = (await rpc(t.url, '/v1/chain/get_block', { block_num_or_id: block.id })).body as { block_num: number };
    expect(byId.block_num).toBe(block.block_num);
    const info = (await rpc(t.url, '/v1/chain/get_block_info', { block_num: block.block_num })).body as { id: string; ref_block_num: number };
    expect(info.id).toBe(block.id);
    const future = await rpc(t.url, '/v1/chain/get_block', { block_num_or_id: 99_999_999 });
    expect(future.body.error?.name).toBe('unknown_block_exception');
  });
});

describe('history', () => {
  it('files a transfer under the sender three times (action, own notification, recipient notification)', async () => {
    const { body } = await rpc(t.url, '/v1/history/get_actions', { account_name: 'alice', pos: -1, offset: -3 });
    const actions = body.actions as {
      account_action_seq: number;
      global_action_seq: number;
      action_trace: { trx_id: string; receiver: string; act: { data: { memo: string } } };
    }[];
    expect(actions.map((a) => a.action_trace.receiver)).toEqual(['eosio.token', 'alice', 'bob']);
    expect(actions.every((a) => a.action_trace.trx_id === txId)).toBe(true);
    const seqs = actions.map((a) => a.account_action_seq);
    expect(seqs).toEqual([seqs[0], seqs[0]! + 1, seqs[0]! + 2]);
    const forward = (await rpc(t.url, '/v1/history/get_actions', { account_name: 'alice', pos: 0, offset: 2 })).body.actions as {
      account_action_seq: number;
    }[];
    expect(forward.map((a) => a.account_action_seq)).toEqual([0, 1, 2]);
  });

  it('finds transactions by full and short id', async () => {
    const full = (await rpc(t.url, '/v1/history/get_transaction', { id: txId })).body as {
      id: string;
      traces: unknown[];
      trx: { trx: { signatures: string[] } };
    };
    expect(full.id).toBe(txId);
    expect(full.traces).toHaveLength(3);
    expect(full.trx.trx.signatures).toHaveLength(1);
    expect(((await rpc(t.url, '/v1/history/get_transaction', { id: txId.slice(0, 12) })).body as { id: string }).id).toBe(txId);
    expect((await rpc(t.url, '/v1/history/get_transaction', { id: 'ab'.repeat(32) })).body.error?.name).toBe('tx_not_found');
  });

  it('finds accounts by key and by controlling account', async () => {
    const alice = t.chain.demoAccounts.find((a) => a.name === 'alice')!;
    expect((await rpc(t.url, '/v1/history/get_key_accounts', { public_key: alice.publicKey })).body).toEqual({ account_names: ['alice'] });
    const controlled = (await rpc(t.url, '/v1/history/get_controlled_accounts', { controlling_account: 'eosio' })).body.controlled_accounts as string[];
    expect(controlled).toContain('eosio.token');
    const byAuth = (await rpc(t.url, '/v1/chain/get_accounts_by_authorizers', { keys: [alice.publicKey] })).body.accounts as {
      account_name: string;
      permission_name: string;
    }[];
    expect(byAuth.map((a) => `${a.account_name}@${a.permission_name}`)).toEqual(['alice@owner', 'alice@active']);
  });
});

describe('token and ABI reads', () => {
  it('answers currency stats with WAX’s real maximum supply', async () => {
    const { body } = await rpc(t.url, '/v1/chain/get_currency_stats', { code: 'eosio.token', symbol: 'WAX' });
    expect(body).toEqual({ WAX: { supply: '3800000000.00000000 WAX', max_supply: '46116860184.27387903 WAX', issuer: 'eosio' } });
    const tlm = (await rpc(t.url, '/v1/chain/get_currency_stats', { code: 'alien.worlds', symbol: 'TLM' })).body as { TLM: { max_supply: string } };
    expect(tlm.TLM.max_supply).toBe('10000000000.0000 TLM');
  });

  it('serves get_raw_abi as base64 binary with hashes', async () => {
    const { body } = await rpc(t.url, '/v1/chain/get_raw_abi', { account_name: 'eosio.token' });
    expect(body.abi_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from(String(body.abi), 'base64').subarray(1, 15).toString()).toBe('eosio::abi/1.1');
    const none = (await rpc(t.url, '/v1/chain/get_raw_abi', { account_name: 'alice' })).body;
    expect(none.abi).toBe('');
  });
});

describe('explorer and demo accounts', () => {
  it('renders a transaction page and an account page', async () => {
    const tx = await fetch(`${t.url}/explorer/tx/${txId}`);
    expect(tx.status).toBe(200);
    const html = await tx.text();
    expect(html).toContain('eosio.token::transfer');
    expect(html).toContain('history');
    const account = await (await fetch(`${t.url}/explorer/account/alice`)).text();
    expect(account).toContain('Account alice');
    expect((await fetch(`${t.url}/explorer/account/nobody`)).status).toBe(404);
    expect((await fetch(`${t.url}/explorer/tx/${'0'.repeat(64)}`)).status).toBe(404);
  });

  it('lists demo accounts with working keys', async () => {
    const body = (await (await fetch(`${t.url}/devnet/accounts.json`)).json()) as { accounts: { name: string; privateKey: string; publicKey: string }[] };
    expect(body.accounts.map((a) => a.name)).toEqual([
      'alice',
      'bob',
      'carol',
      'dave',
      'erin',
      'frank',
      'grace',
      'heidi',
      'ivan',
      'judy',
      'mallory',
      'niaj',
      'olivia',
      'peggy',
      'rupert',
      'sybil',
      'trent',
    ]);
    const keyAccounts = (await rpc(t.url, '/v1/history/get_key_accounts', { public_key: body.accounts[1]!.publicKey })).body;
    expect(keyAccounts).toEqual({ account_names: ['bob'] });
  });
});

describe('onTransaction', () => {
  it('hands listeners every delivered action with plain data, then stops when unsubscribed', async () => {
    const seen: { id: string; receivers: string[]; amount: unknown; act: unknown }[] = [];
    const stop = t.chain.onTransaction((tx) => {
      const first = tx.actions[0]!.data as { quantity: { amount: bigint }; memo: string };
      seen.push({ id: tx.id, receivers: tx.actions.map((a) => a.receiver), amount: first.quantity.amount, act: tx.actionTraces[0]!.act });
    });
    const pushed = await t.chain.pushAction('alien.worlds', 'transfer', { from: 'bob', to: 'erin', quantity: '0.0042 TLM', memo: 'listener' }, 'bob@active');
    stop();
    await t.chain.pushAction('alien.worlds', 'transfer', { from: 'bob', to: 'erin', quantity: '0.0043 TLM', memo: 'unheard' }, 'bob@active');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: pushed.transaction_id, receivers: ['alien.worlds', 'bob', 'erin'], amount: 42n });
    expect(seen[0]!.act).toMatchObject({ data: { memo: 'listener', quantity: '0.0042 TLM' } });
  });
});
