import { describe, expect, it } from 'vitest';
import { encodeTokenOpen } from './open';

describe('encodeTokenOpen', () => {
  it('opens the owner’s row at the token’s symbol, the owner paying', () => {
    expect(encodeTokenOpen('sybil', { ticker: 'TLM', contract: 'alien.worlds', precision: 4 })).toEqual({
      account: 'alien.worlds',
      name: 'open',
      data: { owner: 'sybil', symbol: '4,TLM', ram_payer: 'sybil' },
    });
    expect(() => encodeTokenOpen('Sybil', { ticker: 'TLM', contract: 'alien.worlds', precision: 4 })).toThrow(RangeError);
    expect(() => encodeTokenOpen('sybil', { ticker: 'tlm', contract: 'alien.worlds', precision: 4 })).toThrow(RangeError);
  });
});
