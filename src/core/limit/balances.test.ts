import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { hasLimitSlot, heldLimitBalances, readLimitBalances } from './balances';

const row = {
  owner: 'sybil',
  quantities: [
    { quantity: '3996.0000 TLM', contract: 'alien.worlds' },
    { quantity: '0.00000000 WAX', contract: 'eosio.token' },
  ],
};

describe('the owner’s limit balances', () => {
  it('reads every slot exactly, keeps the held ones, and knows which tokens have a slot', () => {
    const slots = readLimitBalances(row, 'sybil');
    expect(slots).toEqual([
      { ticker: 'TLM', contract: 'alien.worlds', precision: 4, amount: makeAmount(39_960_000n, 4) },
      { ticker: 'WAX', contract: 'eosio.token', precision: 8, amount: makeAmount(0n, 8) },
    ]);
    expect(heldLimitBalances(slots).map((slot) => slot.ticker)).toEqual(['TLM']);
    expect(hasLimitSlot(slots, { ticker: 'WAX', contract: 'eosio.token' })).toBe(true);
    expect(hasLimitSlot(slots, { ticker: 'WAX', contract: 'fake.token' })).toBe(false);
  });

  it('refuses another owner’s row and malformed entries', () => {
    expect(() => readLimitBalances(row, 'trent')).toThrow("the balances row is sybil's, not trent's");
    expect(() => readLimitBalances({ ...row, quantities: [{ quantity: '1 TLM' }] }, 'sybil')).toThrow('malformed entry');
    expect(() => readLimitBalances({ owner: 'sybil' }, 'sybil')).toThrow('balances.quantities must be a list');
  });
});
