import { describe, expect, it } from 'vitest';
import { decideVersionCheck, parseVersionBody } from './version';

describe('decideVersionCheck', () => {
  it('never reloads on the first visit (stored default 0) but stores the server version', () => {
    expect(decideVersionCheck(0, '1.2.0')).toEqual({ reload: false, store: '1.2.0' });
    expect(decideVersionCheck('0', 7)).toEqual({ reload: false, store: 7 });
  });
  it('reloads when the known version differs', () => {
    expect(decideVersionCheck('1.1.0', '1.2.0')).toEqual({ reload: true, store: '1.2.0' });
    expect(decideVersionCheck(3, 4)).toEqual({ reload: true, store: 4 });
  });
  it('does not reload when unchanged, whatever the JSON type', () => {
    expect(decideVersionCheck('1.2.0', '1.2.0').reload).toBe(false);
    expect(decideVersionCheck(5, '5').reload).toBe(false);
  });
});

describe('parseVersionBody', () => {
  it('reads a string or number version', () => {
    expect(parseVersionBody({ version: 'abc123' })).toBe('abc123');
    expect(parseVersionBody({ version: 12 })).toBe(12);
  });
  it('rejects anything else', () => {
    for (const body of [null, 'x', {}, { version: '' }, { version: Number.NaN }, { version: {} }]) expect(parseVersionBody(body)).toBeNull();
  });
});
