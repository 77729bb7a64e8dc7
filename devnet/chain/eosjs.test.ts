import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import { Api, JsonRpc } from 'eosjs';
import { JsSignatureProvider } from 'eosjs/dist/eosjs-jssig';
import { startTestChain, type TestChain } from './testing/harness';

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain();
});
afterAll(async () => t.stop());

function apiFor(name: string): { api: Api; rpc: JsonRpc } {
  const demo = t.chain.demoAccounts.find((a) => a.name === name)!;
  const rpc = new JsonRpc(t.url, { fetch });
  const api = new Api({
    rpc,
    signatureProvider: new JsSignatureProvider([demo.privateKey]),
    textDecoder: new NodeTextDecoder() as unknown as TextDecoder,
    textEncoder: new NodeTextEncoder(),
    chainId: t.chain.chainId,
  });
  return { api, rpc };
}

describe('eosjs against the devnet', () => {
  it('transfers with get_required_keys, get_block_info TAPOS and push_transaction, then reads balances', async () => {
    const { api, rpc } = apiFor('bob');
    const before = await rpc.get_currency_balance('alien.worlds', 'carol', 'TLM');
    const result = (await api.transact(
      {
        actions: [
          {
            account: 'alien.worlds',
            name: 'transfer',
            authorization: [{ actor: 'bob', permission: 'active' }],
            data: { from: 'bob', to: 'carol', quantity: '10.5000 TLM', memo: 'eosjs' },
          },
        ],
      },
      { blocksBehind: 3, expireSeconds: 30 },
    )) as { transaction_id: string; processed: { action_traces: { receiver: string }[] } };
    expect(result.transaction_id).toMatch(/^[0-9a-f]{64}$/);
    // The transfer notifies both parties, as exchanges rely on.
    expect(result.processed.action_traces.map((a) => a.receiver)).toEqual(['alien.worlds', 'bob', 'carol']);
    const after = await rpc.get_currency_balance('alien.worlds', 'carol', 'TLM');
    expect(before).toEqual(['90000.0000 TLM']);
    expect(after).toEqual(['90010.5000 TLM']);
    const rows = await rpc.get_table_rows({ code: 'alien.worlds', scope: 'carol', table: 'accounts', json: true });
    expect(rows.rows).toEqual([{ balance: '90010.5000 TLM' }]);
  });

  it('uses the last irreversible block for TAPOS too', async () => {
    const { api } = apiFor('carol');
    const result = (await api.transact(
      {
        actions: [
          {
            account: 'eosio.token',
            name: 'transfer',
            authorization: [{ actor: 'carol', permission: 'active' }],
            data: { from: 'carol', to: 'dave', quantity: '1.00000000 WAX', memo: '' },
          },
        ],
      },
      { useLastIrreversible: true, expireSeconds: 60 },
    )) as { processed: { receipt: { status: string } } };
    expect(result.processed.receipt.status).toBe('executed');
  });

  it('surfaces nodeos error details through RpcError', async () => {
    const { api } = apiFor('dave');
    await expect(
      api.transact(
        {
          actions: [
            {
              account: 'eosio.token',
              name: 'transfer',
              authorization: [{ actor: 'dave', permission: 'active' }],
              data: { from: 'dave', to: 'dave', quantity: '1.00000000 WAX', memo: '' },
            },
          ],
        },
        { blocksBehind: 3, expireSeconds: 30 },
      ),
    ).rejects.toThrow(/cannot transfer to self/);
  });
});
