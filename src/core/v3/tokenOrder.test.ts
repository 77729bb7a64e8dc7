import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Token } from '@alcorexchange/alcor-swap-sdk';
import { inPoolOrder, sortsBefore, type PoolTokenId } from './tokenOrder';

const nameChar = fc.constantFrom(...'.12345abcdefghijklmnopqrstuvwxyz'.split(''));
const contract = fc
  .array(nameChar, { minLength: 1, maxLength: 12 })
  .map((c) => c.join('').replace(/\.+$/, ''))
  .filter((c) => c !== '');
const code = fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')), { minLength: 1, maxLength: 7 }).map((c) => c.join(''));
const token = fc.record({ contract, code, precision: fc.integer({ min: 0, max: 18 }) });
const sdk = (t: PoolTokenId) => new Token(t.contract, t.precision, t.code);

describe('sortsBefore', () => {
  it("agrees with alcor-swap-sdk's Token.sortsBefore on any two tokens", () => {
    fc.assert(
      fc.property(token, token, (a, b) => {
        fc.pre(a.contract !== b.contract || a.code !== b.code);
        return sortsBefore(a, b) === sdk(a).sortsBefore(sdk(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('orders by contract as a name, then by symbol on one contract', () => {
    const wax = { contract: 'eosio.token', code: 'WAX', precision: 8 };
    expect(sortsBefore({ contract: 'alien.worlds', code: 'TLM', precision: 4 }, wax)).toBe(true);
    expect(sortsBefore(wax, { contract: 'token.nefty', code: 'NEFTY', precision: 8 })).toBe(true);
    // "e.rplanet" < "eosio.token": '.' is the smallest name character.
    expect(sortsBefore({ contract: 'e.rplanet', code: 'AETHER', precision: 4 }, wax)).toBe(true);
    expect(sortsBefore({ contract: 'farmerstoken', code: 'FWW', precision: 4 }, { contract: 'farmerstoken', code: 'FWF', precision: 4 })).toBe(false);
    expect(() => sortsBefore(wax, { ...wax })).toThrow(RangeError);
  });

  it('puts either argument order into the same pool order', () => {
    fc.assert(
      fc.property(token, token, (a, b) => {
        fc.pre(a.contract !== b.contract || a.code !== b.code);
        const one = inPoolOrder(a, b);
        const other = inPoolOrder(b, a);
        return one.tokenA === other.tokenA && one.tokenB === other.tokenB && one.swapped !== other.swapped;
      }),
    );
  });
});
