import { describe, expect, it } from 'vitest';
import { readHolderCount, readTopHolders } from './answers';
import { holderCountPath, topHoldersPath } from './paths';

describe('light API answers', () => {
  it('reads topholders pairs, number amounts as text', () => {
    expect(
      readTopHolders([
        ['alice', '10.0000'],
        ['bob', 2],
      ]),
    ).toEqual([
      ['alice', '10.0000'],
      ['bob', '2'],
    ]);
  });

  it('refuses a topholders answer that is not a list of pairs, naming the row', () => {
    expect(() => readTopHolders({ rows: [] })).toThrow('not a list');
    expect(() => readTopHolders([['alice', '1'], ['bob']])).toThrow('unexpected row 1');
    expect(() => readTopHolders([[1, '1']])).toThrow('unexpected row 0');
  });

  it('reads a holder count from plain digits only', () => {
    expect(readHolderCount(' 1234\n')).toBe(1234);
    expect(() => readHolderCount('<html>')).toThrow('holdercount');
    expect(() => readHolderCount('-1')).toThrow('holdercount');
  });

  it('escapes path arguments', () => {
    expect(topHoldersPath('wax', 'a/b', 'TLM', 1000)).toBe('topholders/wax/a%2Fb/TLM/1000');
    expect(holderCountPath('waxtest', 'alien.worlds', 'TLM')).toBe('holdercount/waxtest/alien.worlds/TLM');
  });
});
