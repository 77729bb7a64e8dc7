import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLimitAction, decodeLimitMemo } from '../actions/limit';
import { formatAsset, makeAmount } from '../amount';
import type { OrderLeg, OrderToken } from '../walletOrders';
import { limitPlaceActions, limitWithdrawActions } from './transactions';

const WAX: OrderToken = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM: OrderToken = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const NEW: OrderToken = { ticker: 'QBIT', contract: 'qbittokens12', precision: 0 };
const asset = (token: OrderToken, units: bigint) => ({ amount: makeAmount(units, token.precision), ticker: token.ticker, contract: token.contract });
const leg = (token: OrderToken, units: bigint): OrderLeg => ({ ...token, amount: makeAmount(units, token.precision) });
const registered = new Map<number, OrderToken>([
  [0, WAX],
  [1, TLM],
]);

describe('limitPlaceActions', () => {
  it('is the bare deposit-and-create transfer when both tokens are registered and the ask slot is open', () => {
    const actions = limitPlaceActions('sybil', asset(WAX, 1_000_000_000n), asset(TLM, 100_000_000n), { registered, slots: [leg(TLM, 0n)] }, 'calcormining');
    expect(actions).toEqual([
      {
        account: 'eosio.token',
        name: 'transfer',
        data: { from: 'sybil', to: 'calcormining', quantity: '10.00000000 WAX', memo: 'order:10000.0000 TLM@alien.worlds' },
      },
    ]);
  });

  it('registers an unknown token and opens the ask slot first, in that order, with exact symbols', () => {
    const actions = limitPlaceActions('sybil', asset(WAX, 250_000_000n), asset(NEW, 1_234n), { registered, slots: [] }, 'calcormining');
    expect(actions.map((a) => `${a.account}::${a.name}`)).toEqual(['calcormining::addtoken', 'calcormining::openbal', 'eosio.token::transfer']);
    expect(actions[0]!.data).toEqual({ owner: 'sybil', token: { sym: '0,QBIT', contract: 'qbittokens12' } });
    expect(actions[1]!.data).toEqual({ owner: 'sybil', token: { sym: '0,QBIT', contract: 'qbittokens12' } });
    expect(actions[2]!.data).toMatchObject({ quantity: '2.50000000 WAX', memo: 'order:1234 QBIT@qbittokens12' });
  });

  it('registers the bid token too when the contract knows neither', () => {
    const actions = limitPlaceActions('sybil', asset(NEW, 5n), asset(TLM, 1n), { registered: new Map([[0, WAX]]), slots: [leg(TLM, 7n)] }, 'calcormining');
    expect(actions.map((a) => `${a.name}:${JSON.stringify(a.data.token ?? a.data.memo)}`)).toEqual([
      'addtoken:{"sym":"0,QBIT","contract":"qbittokens12"}',
      'addtoken:{"sym":"4,TLM","contract":"alien.worlds"}',
      'transfer:"order:0.0001 TLM@alien.worlds"',
    ]);
    expect(() => limitPlaceActions('sybil', asset(TLM, 5n), asset(TLM, 1n), { registered, slots: [] }, 'calcormining')).toThrow(RangeError);
  });

  it('sends exactly the amounts of the order, and each prerequisite once, before the transfer (property)', () => {
    const tokens = [WAX, TLM, NEW];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 2 }),
        fc.bigInt({ min: 1n, max: (1n << 62n) - 1n }),
        fc.bigInt({ min: 1n, max: (1n << 62n) - 1n }),
        fc.subarray(tokens),
        fc.subarray(tokens),
        (b, shift, bidUnits, askUnits, known, opened) => {
          const [bidToken, askToken] = [tokens[b]!, tokens[(b + shift) % 3]!];
          const state = { registered: new Map(known.map((token, i) => [i, token])), slots: opened.map((token) => leg(token, 0n)) };
          const actions = limitPlaceActions('sybil', asset(bidToken, bidUnits), asset(askToken, askUnits), state, 'calcormining');
          const transfer = actions.at(-1)!;
          expect(transfer.data).toMatchObject({ from: 'sybil', to: 'calcormining' });
          const memo = decodeLimitMemo(String(transfer.data.memo));
          expect(memo.ok && memo.memo.kind === 'order' && memo.memo.ask.amount.units).toBe(askUnits);
          expect(transfer.data.quantity).toBe(formatAsset(makeAmount(bidUnits, bidToken.precision), bidToken.ticker));
          expect(transfer.account).toBe(bidToken.contract);
          const decoded = actions.slice(0, -1).map((a) => decodeLimitAction(a.name, a.data)!);
          const added = decoded.filter((a) => a.name === 'addtoken').map((a) => 'token' in a && a.token.ticker);
          expect(added).toEqual([bidToken, askToken].filter((t) => !known.includes(t)).map((t) => t.ticker));
          const openedNow = decoded.filter((a) => a.name === 'openbal').map((a) => 'token' in a && a.token.ticker);
          expect(openedNow).toEqual(opened.includes(askToken) ? [] : [askToken.ticker]);
        },
      ),
    );
  });
});

describe('limitWithdrawActions', () => {
  it('withdraws exactly the held quantities in one action', () => {
    expect(limitWithdrawActions('sybil', [leg(TLM, 39_960_000n), leg(WAX, 1n)], [], 'calcormining')).toEqual([
      {
        account: 'calcormining',
        name: 'withdraw',
        data: {
          owner: 'sybil',
          balances: [
            { quantity: '3996.0000 TLM', contract: 'alien.worlds' },
            { quantity: '0.00000001 WAX', contract: 'eosio.token' },
          ],
        },
      },
    ]);
  });

  it('opens the owner’s row of a token it never held, first', () => {
    const actions = limitWithdrawActions('sybil', [leg(NEW, 12n), leg(TLM, 3n)], [NEW], 'calcormining');
    expect(actions[0]).toEqual({ account: 'qbittokens12', name: 'open', data: { owner: 'sybil', symbol: '0,QBIT', ram_payer: 'sybil' } });
    expect(actions.map((a) => a.name)).toEqual(['open', 'withdraw']);
  });

  it('refuses nothing, zero and a token twice', () => {
    expect(() => limitWithdrawActions('sybil', [], [], 'calcormining')).toThrow('Nothing to withdraw');
    expect(() => limitWithdrawActions('sybil', [leg(TLM, 0n)], [], 'calcormining')).toThrow('Nothing to withdraw of TLM');
    expect(() => limitWithdrawActions('sybil', [leg(TLM, 1n), leg(TLM, 2n)], [], 'calcormining')).toThrow('listed twice');
  });

  it('round-trips any held quantities exactly through the action data (property)', () => {
    const tokens = [WAX, TLM, NEW];
    fc.assert(
      fc.property(
        fc.subarray(tokens, { minLength: 1 }),
        fc.array(fc.bigInt({ min: 1n, max: (1n << 62n) - 1n }), { minLength: 3, maxLength: 3 }),
        (chosen, units) => {
          const legs = chosen.map((token, i) => leg(token, units[i]!));
          const [withdraw] = limitWithdrawActions('sybil', legs, [], 'calcormining');
          const decoded = decodeLimitAction(withdraw!.name, JSON.parse(JSON.stringify(withdraw!.data)));
          expect(decoded).toEqual({
            name: 'withdraw',
            owner: 'sybil',
            balances: legs.map((l) => ({ amount: l.amount, ticker: l.ticker, contract: l.contract })),
          });
        },
      ),
    );
  });
});
