import { describe, expect, it } from 'vitest';
import { History, type TransactionRecord } from './history';

/** A record with one trace per receiver (authorized by `actor`); only the fields History reads. */
function record(n: number, actor: string, receivers: readonly string[]): TransactionRecord {
  const traces = receivers.map((receiver) => ({
    receiver,
    act: { account: 'eosio.token', name: 'transfer', authorization: [{ actor, permission: 'active' }] },
  }));
  return { id: `tx${n}`, blockNum: n, blockTime: n * 500, traces } as unknown as TransactionRecord;
}

describe('History retention', () => {
  it('evicts the oldest transactions beyond the count, keeps the first one and account_action_seq numbers', () => {
    const history = new History({ transactions: 3, traces: 1_000 });
    for (let n = 0; n < 10; n++) history.add(record(n, 'alice', ['eosio.token', 'bob']));
    expect(history.size).toBe(3);
    expect(history.total).toBe(10);
    expect(history.firstIndex).toBe(7);
    expect([...history.since()].map((r) => r.id)).toEqual(['tx7', 'tx8', 'tx9']);
    expect(history.has('tx6') || history.get('tx2') !== undefined).toBe(false);
    expect(history.get('tx8')?.blockNum).toBe(8);
    expect(history.origin?.id).toBe('tx0');
    expect(history.findByPrefix('tx9')?.id).toBe('tx9');
    expect(history.findByPrefix('tx1')).toBeUndefined();
    // Each transaction filed one trace under bob and two under alice (authorizer of both traces).
    const bob = history.actionsOf('bob');
    expect([bob.first, bob.total]).toEqual([7, 10]);
    expect(bob.at(6)).toBeUndefined();
    expect(bob.at(9)?.tx.id).toBe('tx9');
    const alice = history.actionsOf('alice');
    expect([alice.first, alice.total]).toEqual([14, 20]);
    expect(alice.at(14)?.tx.id).toBe('tx7');
    expect(history.actionTotals()).toEqual({ 'eosio.token': 10, bob: 10, alice: 20 });
  });

  it('evicts by action traces, but never the newest transaction', () => {
    const history = new History({ transactions: 100, traces: 5 });
    history.add(record(0, 'alice', ['a', 'b']));
    history.add(record(1, 'alice', ['a', 'b']));
    history.add(record(2, 'alice', ['a', 'b']));
    expect([...history.since()].map((r) => r.id)).toEqual(['tx1', 'tx2']);
    expect(history.traces).toBe(4);
    history.add(record(3, 'alice', ['a', 'b', 'c', 'd', 'e', 'f']));
    expect([...history.since()].map((r) => r.id)).toEqual(['tx3']);
  });

  it('holds what is not stored yet and evicts it once released', () => {
    const history = new History({ transactions: 2, traces: 100 });
    history.hold(1);
    for (let n = 0; n < 5; n++) history.add(record(n, 'alice', ['bob']));
    expect(history.firstIndex).toBe(1);
    history.hold(5);
    expect(history.firstIndex).toBe(3);
    expect(() => (history.retention = { transactions: 0, traces: 1 })).toThrow(RangeError);
  });

  it('restores a stored tail with its indexes and the accounts’ action counts', () => {
    const history = new History({ transactions: 5, traces: 100 });
    history.restore(record(0, 'eosio', ['eosio']), [record(40, 'alice', ['bob']), record(41, 'alice', ['bob'])], 40, { bob: 40, alice: 40, carol: 3 });
    expect([history.total, history.firstIndex, history.origin?.id]).toEqual([42, 40, 'tx0']);
    const bob = history.actionsOf('bob');
    expect([bob.first, bob.total, bob.at(39)?.tx.id]).toEqual([38, 40, 'tx41']);
    expect(history.actionsOf('carol')).toMatchObject({ first: 3, total: 3 });
    history.add(record(42, 'alice', ['carol']));
    expect(history.actionsOf('carol').at(3)?.tx.id).toBe('tx42');
    expect(() => history.restore(record(0, 'eosio', ['eosio']), [], 0)).toThrow(/non-empty/);
  });
});
