import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFavourite, favouriteRanks, moveFavourite, removeFavourite } from './favouriteOrder';

const KEYS = ['alcormarket_1', 'defibox_2', 'taco_TLMWAX'] as const;

describe('favourite order', () => {
  it('adds at the end and ignores a key already there', () => {
    expect(addFavourite(KEYS, 'alcorv2_5')).toEqual([...KEYS, 'alcorv2_5']);
    expect(addFavourite(KEYS, 'defibox_2')).toBe(KEYS);
  });

  it('removes a key, and leaves the list alone for one it does not hold', () => {
    expect(removeFavourite(KEYS, 'defibox_2')).toEqual(['alcormarket_1', 'taco_TLMWAX']);
    expect(removeFavourite(KEYS, 'nope_1')).toBe(KEYS);
  });

  it('moves a key one place, ignoring a move past either end', () => {
    expect(moveFavourite(KEYS, 'defibox_2', 'up')).toEqual(['defibox_2', 'alcormarket_1', 'taco_TLMWAX']);
    expect(moveFavourite(KEYS, 'defibox_2', 'down')).toEqual(['alcormarket_1', 'taco_TLMWAX', 'defibox_2']);
    expect(moveFavourite(KEYS, 'alcormarket_1', 'up')).toBe(KEYS);
    expect(moveFavourite(KEYS, 'taco_TLMWAX', 'down')).toBe(KEYS);
    expect(moveFavourite(KEYS, 'nope_1', 'up')).toBe(KEYS);
  });

  it('a move keeps the same keys, and up then down is where it started', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 12 }), fc.nat(), (keys, pick) => {
        const key = keys[pick % keys.length]!;
        const up = moveFavourite(keys, key, 'up');
        expect([...up].sort()).toEqual([...keys].sort());
        if (up !== keys) expect(moveFavourite(up, key, 'down')).toEqual(keys);
      }),
    );
  });

  it('ranks by place in the list', () => {
    expect([...favouriteRanks(KEYS)]).toEqual([
      ['alcormarket_1', 0],
      ['defibox_2', 1],
      ['taco_TLMWAX', 2],
    ]);
  });
});
