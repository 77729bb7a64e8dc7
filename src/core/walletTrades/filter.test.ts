import { describe, expect, it } from 'vitest';
import { cleanTradeFilter, parseTokenCode, parseWalletList, sourceTypesOf, tradeRequestBodies } from './filter';

describe('cleanTradeFilter (SPEC §5)', () => {
  it('drops empty values and upper-cases token codes', () => {
    expect(cleanTradeFilter({ wallet: 'alice', code1: 'tlm', code2: '', src: undefined, side: null, wallets: [], limit: 20 })).toEqual({
      wallet: 'alice',
      code1: 'TLM',
      limit: 20,
    });
  });

  it('never sends offset or status (accepted but not sent, SPEC §3)', () => {
    expect(cleanTradeFilter({ offset: 40, status: 'done', wallet: 'bob' })).toEqual({ wallet: 'bob' });
  });

  it('drops empty names inside a list', () => {
    expect(cleanTradeFilter({ wallets: ['', 'alice', ''] })).toEqual({ wallets: ['alice'] });
  });
});

describe('parseWalletList', () => {
  it('splits on commas, spaces and new lines, without repeats', () => {
    expect(parseWalletList(' alice, bob\ncarol  alice ')).toEqual({ ok: true, value: ['alice', 'bob', 'carol'] });
  });

  it('names the first bad account, and asks for one when blank', () => {
    expect(parseWalletList('alice, Bob')).toEqual({ ok: false, reason: expect.stringContaining('"Bob" is not an account name') });
    expect(parseWalletList(' , ')).toEqual({ ok: false, reason: 'Enter at least one account name' });
  });
});

describe('parseTokenCode', () => {
  it('upper-cases a ticker, keeps blank as any token, refuses anything else', () => {
    expect(parseTokenCode(' tlm ')).toEqual({ ok: true, value: 'TLM' });
    expect(parseTokenCode('')).toEqual({ ok: true, value: '' });
    expect(parseTokenCode('TLM_alien.worlds').ok).toBe(false);
  });
});

describe('tradeRequestBodies', () => {
  it('asks one wallet as `wallet`, and the first page without a sequence bound', () => {
    expect(tradeRequestBodies({ wallets: ['alice'], token: '', venue: 'all' }, { limit: 20, before: null })).toEqual([{ wallet: 'alice', limit: 20 }]);
  });

  it('asks a list as `wallets`, and pools as two queries below the same sequence', () => {
    const bodies = tradeRequestBodies({ wallets: ['alice', 'bob'], token: 'tlm', venue: 'pools' }, { limit: 1000, before: -5 });
    expect(bodies).toEqual([
      { src_type: 'pools', wallets: ['alice', 'bob'], code1: 'TLM', limit: 1000, max_global_sequence: -6 },
      { src_type: 'poolsv3', wallets: ['alice', 'bob'], code1: 'TLM', limit: 1000, max_global_sequence: -6 },
    ]);
    expect(sourceTypesOf('markets')).toEqual(['markets']);
  });
});
