/** Batch accounts read as records, are stored once changed, and a rolled-back change leaves the batch's view. */
import { describe, expect, it } from 'vitest';
import { AccountBatch } from './accountBatch';
import { Accounts, keyAuthority, newAccountRecord } from './accounts';
import { UndoLog } from './undo';

const KEY_A = 'PUB_K1_6Njo95ut8EcDVXHXaCALKgXF3W4EVWPdyLf9aPpXZ7FU731Umu';
const KEY_B = 'PUB_K1_7frBxAKzR5eq7HGQpNdBFjNQ5MMcQBvQ1SVgQoz2Qf5gURiMUH';

function setup() {
  const undo = new UndoLog();
  const accounts = new Accounts(undo);
  accounts.create(newAccountRecord('eosio', 1, keyAuthority(KEY_A), keyAuthority(KEY_A), true));
  const batch = new AccountBatch({
    names: 'aaaaa.wam bbbbb.wam',
    keys: [KEY_A, KEY_B],
    keyIndex: Uint8Array.from([1, 0]),
    createdMs: Float64Array.from([1000, 2000]),
    ramQuota: 5496n,
    ramUsage: 3268,
  });
  accounts.addBatch(batch);
  return { undo, accounts, batch };
}

describe('account batches', () => {
  it('read as records with their own key, creation time and RAM, and no stake', () => {
    const { accounts } = setup();
    const record = accounts.get('aaaaa.wam')!;
    expect(record.permissions.get('active')?.auth.keys[0]?.key).toBe(KEY_B);
    expect(record).toMatchObject({ created: 1000, ramQuota: 5496n, ramUsage: 3268, netWeight: 0n, cpuWeight: 0n, contract: null });
    expect(accounts.has('bbbbb.wam')).toBe(true);
    expect(accounts.get('ccccc.wam')).toBeUndefined();
    expect(accounts.size).toBe(3);
    expect([...accounts.all()].map((a) => a.name)).toEqual(['eosio', 'aaaaa.wam', 'bbbbb.wam']);
    expect([...accounts.stored()].map((a) => a.name)).toEqual(['eosio']);
  });

  it('offer to a key search only the batch accounts holding one of its keys', () => {
    const { accounts } = setup();
    expect([...accounts.keyCandidates(new Set([KEY_B]))].map((a) => a.name)).toEqual(['eosio', 'aaaaa.wam']);
    expect([...accounts.keyCandidates(new Set(['PUB_K1_other']))].map((a) => a.name)).toEqual(['eosio']);
    accounts.update('aaaaa.wam', { ramUsage: 1 });
    expect([...accounts.keyCandidates(new Set([KEY_B]))].map((a) => a.name)).toEqual(['eosio', 'aaaaa.wam']);
  });

  it('store an account that changes, and a rollback puts the batch view back', () => {
    const { undo, accounts } = setup();
    undo.begin();
    accounts.update('aaaaa.wam', { netWeight: 5n });
    expect(accounts.get('aaaaa.wam')?.netWeight).toBe(5n);
    expect([...accounts.stored()].map((a) => a.name)).toEqual(['eosio', 'aaaaa.wam']);
    undo.rollback();
    expect(accounts.get('aaaaa.wam')?.netWeight).toBe(0n);
    expect([...accounts.stored()].map((a) => a.name)).toEqual(['eosio']);
    accounts.update('bbbbb.wam', { ramUsage: 4000 });
    expect(accounts.size).toBe(3);
    expect([...accounts.all()].map((a) => a.name)).toEqual(['eosio', 'bbbbb.wam', 'aaaaa.wam']);
  });

  it('refuse a batch naming an existing account, and a restore replaces records and batches', () => {
    const { accounts, batch } = setup();
    expect(() => accounts.addBatch(batch)).toThrow(/already exists/);
    accounts.restore([newAccountRecord('bob', 5, keyAuthority(KEY_A), keyAuthority(KEY_A))]);
    expect(accounts.has('aaaaa.wam')).toBe(false);
    accounts.restore([], [batch]);
    expect(accounts.get('bbbbb.wam')?.created).toBe(2000);
  });
});
