import { ABI, PackedTransaction, PrivateKey, Serializer } from '@wharfkit/session';
import { describe, expect, it } from 'vitest';
import { createChainRpc } from '../../services/chainRpc';
import { TX_EXPIRED_MESSAGE } from '../../services/chainRpcErrors';
import type { FetchFn } from '../../services/http';
import { HeadlessUserInterface } from '../../services/wallet/headlessUi';
import { createWalletSessionKit } from '../../services/wallet/sessionKit';
import { createSessionStorage } from '../../services/wallet/sessionStorage';
import { createMemoryStorage } from '../app';
import { senderHarness } from './fakes.testutil';

const CHAIN_ID = 'c'.repeat(64);
const NODES = ['https://node-a.example', 'https://node-b.example'];
const TOKEN_ABI = ABI.from({
  version: 'eosio::abi/1.2',
  structs: [
    {
      name: 'transfer',
      base: '',
      fields: [
        { name: 'from', type: 'name' },
        { name: 'to', type: 'name' },
        { name: 'quantity', type: 'asset' },
        { name: 'memo', type: 'string' },
      ],
    },
  ],
  actions: [{ name: 'transfer', type: 'transfer', ricardian_contract: '' }],
});
const EXPIRED = {
  code: 500,
  message: 'Internal Service Error',
  error: {
    code: 3040005,
    name: 'expired_tx_exception',
    what: 'Expired Transaction',
    details: [
      {
        message: 'expired transaction 9f1e, expiration 2026-01-01T11:59:00',
        file: 'producer_plugin.cpp',
        line_number: 640,
        method: 'on_incoming_transaction_async',
      },
    ],
  },
};

/** nodeos's get_info with a head block made just now. */
function freshInfo() {
  const blockId = '0000000a' + 'ab'.repeat(28);
  return {
    server_version: 'fake',
    chain_id: CHAIN_ID,
    head_block_num: 10,
    last_irreversible_block_num: 10,
    last_irreversible_block_id: blockId,
    head_block_id: blockId,
    head_block_time: new Date().toISOString().replace('Z', ''),
    head_block_producer: 'eosio',
    virtual_block_cpu_limit: 1,
    virtual_block_net_limit: 1,
    block_cpu_limit: 1,
    block_net_limit: 1,
  };
}

/** Two fresh nodes: A says every transaction expired, B takes it. Requests are logged as "A send_transaction". */
function twoNodes() {
  const log: string[] = [];
  const sent: { node: string; memo: string }[] = [];
  const fetchFn: FetchFn = async (url, init) => {
    const { origin, pathname } = new URL(url);
    const node = origin === NODES[0] ? 'A' : 'B';
    const method = pathname.split('/').pop() ?? '';
    log.push(`${node} ${method}`);
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
    if (method === 'get_info') return json(freshInfo());
    if (method === 'get_raw_abi')
      return json({
        account_name: 'eosio.token',
        code_hash: '0'.repeat(64),
        abi_hash: '0'.repeat(64),
        abi: Buffer.from(Serializer.encode({ object: TOKEN_ABI }).array).toString('base64'),
      });
    if (method !== 'send_transaction') return json({ code: 404, message: 'Not Found', error: { what: `no ${method}`, details: [] } }, 404);
    const trx = PackedTransaction.from(JSON.parse(String(init?.body))).getTransaction();
    sent.push({ node, memo: String((trx.actions[0]!.decodeData(TOKEN_ABI) as unknown as { memo: string }).memo) });
    return node === 'A' ? json(EXPIRED, 500) : json({ transaction_id: String(trx.id), processed: { id: String(trx.id), receipt: { status: 'executed' } } });
  };
  return { log, sent, fetchFn };
}

describe('a wharfkit session over the rotating chain client (SPEC §8 Expired transaction)', () => {
  it('shows "Transaction Expired: Try Again" when a node says the transaction expired, and Retry sends it to another node', async () => {
    const net = twoNodes();
    const rpc = createChainRpc({ nodes: NODES, fetchFn: net.fetchFn, random: () => 0.999, warn: () => undefined });
    const kit = createWalletSessionKit({
      network: { chainId: CHAIN_ID, rpcNodes: NODES, isDevnet: true },
      ui: new HeadlessUserInterface(),
      storage: createSessionStorage(createMemoryStorage(), 'test:'),
      rpc,
    });
    kit.walletPlugins.find((plugin) => plugin.id === 'wallet-plugin-privatekey')!.data.privateKey = PrivateKey.generate('K1').toString();
    const { session } = await kit.login({ walletPlugin: 'wallet-plugin-privatekey', permissionLevel: 'alice@active' });
    const h = senderHarness({ session });

    const result = h.sender.sendActions({
      actions: [{ account: 'eosio.token', name: 'transfer', data: { from: 'alice', to: 'bob', quantity: '1.00000000 WAX', memo: 'rotation' } }],
      loaderName: 'transfer',
    });
    await expect.poll(() => h.sender.signingRun.value?.batches[0]?.result.status).toBe('failed');
    expect(h.sender.signingRun.value?.batches[0]?.result).toEqual({ status: 'failed', error: TX_EXPIRED_MESSAGE });
    expect(h.notifications.at(-1)).toEqual({ kind: 'error', title: 'Transaction failed', text: TX_EXPIRED_MESSAGE });
    expect(rpc.currentNode()).toBe(NODES[1]);

    await h.sender.retryBatch(h.sender.signingRun.value!.id, 0);
    const outcome = await result;
    expect(outcome.ok).toBe(true);
    expect(outcome.txIds[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(net.sent).toEqual([
      { node: 'A', memo: 'rotation' },
      { node: 'B', memo: 'rotation' },
    ]);
    // The retry built its transaction from B's own head block (that get_info also vouched B was in sync).
    expect(net.log.slice(net.log.indexOf('A send_transaction') + 1)).toEqual(['B get_info', 'B send_transaction']);
  });
});
