/** Receipts and RAM as nodeos numbers them: counted per delivered action, written once per transaction, untouched by a failed one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAbi } from '../abi/types';
import { defineContract } from './framework';
import { deriveKey } from '../genesis/keys';
import type { PushResult } from '../node/create';
import { expectAssert } from '../testing/expect';
import { rpc, startTestChain, type TestChain } from '../testing/harness';

interface TraceJson {
  readonly receiver: string;
  readonly receipt: { readonly global_sequence: number; readonly recv_sequence: number; readonly auth_sequence: [string, number][] };
  readonly account_ram_deltas: { readonly account: string; readonly delta: number }[];
}

/** Notified of transfers, it tries to change what it was given. */
const meddler = defineContract({
  id: 'test.meddler',
  abi: makeAbi({ structs: [], actions: [], tables: [] }),
  tables: [],
  actions: {},
  notifications: {
    '*::transfer': (_ctx, data: { memo: string }) => {
      data.memo = 'changed';
    },
  },
});

let t: TestChain;
beforeAll(async () => {
  t = await startTestChain();
  for (const name of ['ramtester11', 'ramtester12', 'meddler11111']) await t.chain.createAccount(name, deriveKey('receipts', name).publicKey);
  await t.chain.deployContract('meddler11111', meddler);
});
afterAll(async () => t.stop());

const transfer = (to: string, quantity: string) =>
  t.chain.pushAction('eosio.token', 'transfer', { from: 'alice', to, quantity, memo: 'receipts' }, 'alice@active');
const traces = (result: PushResult) => result.processed.action_traces as TraceJson[];
const ramOf = async (name: string) => (await rpc(t.url, '/v1/chain/get_account', { account_name: name })).body.ram_usage as number;

describe('receipts', () => {
  it('number global, receive and auth sequences per delivered action, and a failed transaction takes none', async () => {
    const first = traces(await transfer('bob', '1.00000000 WAX'));
    expect(first.map((tr) => tr.receiver)).toEqual(['eosio.token', 'alice', 'bob']);
    const g = first[0]!.receipt.global_sequence;
    const a = first[0]!.receipt.auth_sequence[0]![1];
    expect(first.map((tr) => tr.receipt.global_sequence)).toEqual([g, g + 1, g + 2]);
    expect(first.map((tr) => tr.receipt.auth_sequence)).toEqual([[['alice', a]], [['alice', a + 1]], [['alice', a + 2]]]);

    await expectAssert(transfer('bob', '999999999.00000000 WAX'), 'overdrawn balance');
    const second = traces(await transfer('bob', '1.00000000 WAX'));
    expect(second.map((tr) => tr.receipt.global_sequence)).toEqual([g + 3, g + 4, g + 5]);
    expect(second.map((tr) => tr.receipt.auth_sequence)).toEqual([[['alice', a + 3]], [['alice', a + 4]], [['alice', a + 5]]]);
    expect(second.map((tr) => tr.receipt.recv_sequence)).toEqual(first.map((tr) => tr.receipt.recv_sequence + 1));
  });
});

describe('RAM', () => {
  it('bills the payer what the action trace reports, and nothing for a transaction that fails', async () => {
    const before = await ramOf('alice');
    const [tr] = traces(await transfer('ramtester11', '1.00000000 WAX'));
    const after = await ramOf('alice');
    expect(after).toBeGreaterThan(before);
    expect(tr!.account_ram_deltas).toEqual([{ account: 'alice', delta: after - before }]);

    const failing = t.chain.pushActions([
      {
        account: 'eosio.token',
        name: 'transfer',
        authorization: ['alice@active'],
        data: { from: 'alice', to: 'ramtester12', quantity: '1.00000000 WAX', memo: 'a new row' },
      },
      {
        account: 'eosio.token',
        name: 'transfer',
        authorization: ['alice@active'],
        data: { from: 'alice', to: 'bob', quantity: '999999999.00000000 WAX', memo: 'too much' },
      },
    ]);
    await expectAssert(failing, 'overdrawn balance');
    expect(await ramOf('alice')).toBe(after);
  });
});

describe('action data', () => {
  it('is shared by every receiver and frozen, so a handler cannot change what the next one reads', async () => {
    await expect(transfer('meddler11111', '1.00000000 WAX')).rejects.toThrow(/contract execution failed: .*read.only/);
  });
});
