import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../amount';
import { decodeLimitAction, encodeLimitAction, encodeLimitTransfer, type LimitAction } from './actions';

const tlm = (units: bigint) => ({ amount: makeAmount(units, 4), ticker: 'TLM', contract: 'alien.worlds' });
const wax = (units: bigint) => ({ amount: makeAmount(units, 8), ticker: 'WAX', contract: 'eosio.token' });
const TLM = { ticker: 'TLM', precision: 4, contract: 'alien.worlds' };

describe('limit-order actions', () => {
  it('writes ABI JSON for each action', () => {
    expect(encodeLimitAction({ name: 'openorder', owner: 'alice', bid: wax(1_200_000_000n), ask: tlm(24_000_000n) })).toEqual({
      account: 'calcormining',
      name: 'openorder',
      data: { owner: 'alice', bid: { quantity: '12.00000000 WAX', contract: 'eosio.token' }, ask: { quantity: '2400.0000 TLM', contract: 'alien.worlds' } },
    });
    expect(encodeLimitAction({ name: 'cancelorders', owner: 'bob', orderIds: [1n, 7n] }).data).toEqual({ owner: 'bob', orders_id: ['1', '7'] });
    expect(encodeLimitAction({ name: 'withdraw', owner: 'bob', balances: [tlm(5n)] }).data).toEqual({
      owner: 'bob',
      balances: [{ quantity: '0.0005 TLM', contract: 'alien.worlds' }],
    });
    expect(encodeLimitAction({ name: 'addtoken', owner: 'bob', token: TLM }, 'limit.test')).toEqual({
      account: 'limit.test',
      name: 'addtoken',
      data: { owner: 'bob', token: { sym: '4,TLM', contract: 'alien.worlds' } },
    });
  });

  it('round-trips every action', () => {
    const actions: LimitAction[] = [
      { name: 'openorder', owner: 'alice', bid: wax(1n), ask: tlm(2n) },
      { name: 'cancelorders', owner: 'alice', orderIds: [0n, 18_446_744_073_709_551_615n] },
      { name: 'withdraw', owner: 'alice', balances: [tlm(3n), wax(4n)] },
      { name: 'addtoken', owner: 'alice', token: TLM },
      { name: 'openbal', owner: 'alice', token: { ticker: 'WAX', precision: 8, contract: 'eosio.token' } },
    ];
    for (const action of actions) {
      const json = encodeLimitAction(action);
      expect(decodeLimitAction(json.name, JSON.parse(JSON.stringify(json.data)))).toEqual(action);
    }
  });

  it('refuses malformed data', () => {
    expect(
      decodeLimitAction('openorder', {
        owner: 'alice',
        bid: { quantity: '1 WAX', contract: 'Eosio' },
        ask: { quantity: '1.0000 TLM', contract: 'alien.worlds' },
      }),
    ).toBeNull();
    expect(decodeLimitAction('cancelorders', { owner: 'alice', orders_id: ['x'] })).toBeNull();
    expect(decodeLimitAction('withdraw', { owner: 'alice', balances: [{ quantity: '-1.0000 TLM', contract: 'alien.worlds' }] })).toBeNull();
    expect(decodeLimitAction('addtoken', { owner: 'alice', token: { sym: 'TLM', contract: 'alien.worlds' } })).toBeNull();
    expect(decodeLimitAction('transfer', { owner: 'alice' })).toBeNull();
    expect(() => encodeLimitAction({ name: 'cancelorders', owner: 'alice', orderIds: [] })).toThrow(RangeError);
    expect(() => encodeLimitAction({ name: 'addtoken', owner: 'alice', token: { ...TLM, precision: 19 } })).toThrow(RangeError);
  });

  it('builds the deposit, order and fill transfers', () => {
    expect(encodeLimitTransfer('alice', tlm(10_000n), { kind: 'deposit' })).toEqual({
      account: 'alien.worlds',
      name: 'transfer',
      data: { from: 'alice', to: 'calcormining', quantity: '1.0000 TLM', memo: 'deposit' },
    });
    expect(encodeLimitTransfer('alice', wax(100_000_000n), { kind: 'order', ask: tlm(2_000_000n) }).data.memo).toBe('order:200.0000 TLM@alien.worlds');
    expect(encodeLimitTransfer('bob', tlm(1n), { kind: 'fill', orderId: 9n }).data.memo).toBe('fill:9');
    expect(() => encodeLimitTransfer('bob', tlm(0n), { kind: 'deposit' })).toThrow(RangeError);
  });
});
