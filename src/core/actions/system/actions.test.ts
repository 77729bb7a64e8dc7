import { Name } from '@wharfkit/antelope';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../amount';
import { compareNames, encodeClaimVoterPay, encodeRefund, encodeUndelegate, encodeVoteProducer, MAX_VOTED_PRODUCERS, voteChoiceProblem } from './actions';

const nameArb = fc.stringMatching(/^[a-z1-5]([a-z1-5.]{0,10}[a-z1-5])?$/);
const wax = (units: bigint) => makeAmount(units, 8);
/** A name's uint64, by @wharfkit/antelope (the oracle). */
const u64 = (name: string): bigint => BigInt(Name.from(name).value.toString());

describe('system actions', () => {
  it('encode refund and claimgbmvote for the owner', () => {
    expect(encodeRefund('frank')).toEqual({ account: 'eosio', name: 'refund', data: { owner: 'frank' } });
    expect(encodeClaimVoterPay('k3x1a.wam')).toEqual({ account: 'eosio', name: 'claimgbmvote', data: { owner: 'k3x1a.wam' } });
    expect(() => encodeRefund('Frank')).toThrow(RangeError);
  });

  it('encode undelegatebw with exact WAX assets, refusing other precisions, negatives and nothing', () => {
    expect(encodeUndelegate('frank', 'frank', wax(10n * 10n ** 8n), wax(2_500_000_001n))).toEqual({
      account: 'eosio',
      name: 'undelegatebw',
      data: { from: 'frank', receiver: 'frank', unstake_net_quantity: '10.00000000 WAX', unstake_cpu_quantity: '25.00000001 WAX' },
    });
    expect(() => encodeUndelegate('frank', 'frank', makeAmount(1n, 4), wax(1n))).toThrow(/8 decimals/);
    expect(() => encodeUndelegate('frank', 'frank', wax(-1n), wax(5n))).toThrow(/negative/);
    expect(() => encodeUndelegate('frank', 'frank', wax(0n), wax(0n))).toThrow('must unstake a positive amount');
  });

  it('encode a vote for sorted unique producers or for a proxy, with the contract’s refusals', () => {
    expect(encodeVoteProducer({ voter: 'grace', proxy: '', producers: ['bp.wombat', 'pink.gg'] }).data).toEqual({
      voter: 'grace',
      proxy: '',
      producers: ['bp.wombat', 'pink.gg'],
    });
    expect(encodeVoteProducer({ voter: 'dave', proxy: 'carol', producers: [] }).data).toEqual({ voter: 'dave', proxy: 'carol', producers: [] });
    expect(() => encodeVoteProducer({ voter: 'grace', proxy: 'carol', producers: ['pink.gg'] })).toThrow('cannot vote for producers and proxy at same time');
    expect(() => encodeVoteProducer({ voter: 'grace', proxy: 'grace', producers: [] })).toThrow('cannot proxy to self');
    expect(() => encodeVoteProducer({ voter: 'grace', proxy: '', producers: ['pink.gg', 'bp.wombat'] })).toThrow('producer votes must be unique and sorted');
    expect(() => encodeVoteProducer({ voter: 'grace', proxy: '', producers: ['pink.gg', 'pink.gg'] })).toThrow('producer votes must be unique and sorted');
    const many = Array.from({ length: MAX_VOTED_PRODUCERS + 1 }, (_, i) => `prod${'12345abcdefghijklmnopqrstuvwxyz'[i]}`);
    expect(() => encodeVoteProducer({ voter: 'grace', proxy: '', producers: many })).toThrow('attempt to vote for too many producers');
    expect(voteChoiceProblem({ voter: 'grace', proxy: '', producers: many.slice(0, MAX_VOTED_PRODUCERS) })).toBeNull();
    expect(() => encodeVoteProducer({ voter: 'grace', proxy: '', producers: ['BAD'] })).toThrow(RangeError);
  });

  it('order names as the chain does (by their uint64 value)', () => {
    fc.assert(
      fc.property(nameArb, nameArb, (a, b) => {
        const [x, y] = [u64(a), u64(b)];
        expect(Math.sign(compareNames(a, b))).toBe(x < y ? -1 : x > y ? 1 : 0);
      }),
      { numRuns: 2000, seed: 0x5e1ec7 },
    );
  });

  it('accept exactly the votes whose producers are strictly ascending (property)', () => {
    fc.assert(
      fc.property(fc.array(nameArb, { maxLength: 8 }), (producers) => {
        const sortedUnique = producers.every((p, i) => i === 0 || u64(producers[i - 1]!) < u64(p));
        expect(voteChoiceProblem({ voter: 'grace', proxy: '', producers }) === null).toBe(sortedUnique);
      }),
      { numRuns: 1000, seed: 0x5017ed },
    );
  });
});
