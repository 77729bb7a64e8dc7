import { describe, expect, it } from 'vitest';
import { actionLine } from './actionLine';

describe('actionLine', () => {
  it('names each action and what it moves', () => {
    expect(
      actionLine({
        account: 'eosio.token',
        name: 'transfer',
        data: { from: 'sybil', to: 'calcormining', quantity: '10.00000000 WAX', memo: 'order:1 QBIT@qbit' },
      }),
    ).toBe('eosio.token::transfer 10.00000000 WAX → calcormining');
    expect(actionLine({ account: 'calcormining', name: 'addtoken', data: { owner: 'sybil', token: { sym: '0,QBIT', contract: 'qbit' } } })).toBe(
      'calcormining::addtoken 0,QBIT@qbit',
    );
    expect(actionLine({ account: 'qbit', name: 'open', data: { owner: 'sybil', symbol: '0,QBIT', ram_payer: 'sybil' } })).toBe('qbit::open 0,QBIT for sybil');
    expect(
      actionLine({
        account: 'calcormining',
        name: 'withdraw',
        data: {
          owner: 'sybil',
          balances: [
            { quantity: '1.0000 TLM', contract: 'alien.worlds' },
            { quantity: '2 QBIT', contract: 'qbit' },
          ],
        },
      }),
    ).toBe('calcormining::withdraw 1.0000 TLM, 2 QBIT');
    expect(actionLine({ account: 'calcormining', name: 'cancelorders', data: { owner: 'sybil', orders_id: ['7'] } })).toBe('calcormining::cancelorders');
  });
});
