import { describe, expect, it } from 'vitest';
import { createSessionTokens } from './sessionTokens';

const UUID_A = '11111111-2222-4333-8444-555555555555';
const UUID_B = '66666666-7777-4888-9999-000000000000';

describe('createSessionTokens', () => {
  it('verifies a token only for the uuid it was issued to', () => {
    const tokens = createSessionTokens();
    const token = tokens.issue(UUID_A);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(tokens.verify(token, UUID_A)).toBe(true);
    expect(tokens.verify(token, UUID_A.toUpperCase())).toBe(true);
    expect(tokens.verify(token, UUID_B)).toBe(false);
    expect(tokens.verify('not-the-token', UUID_A)).toBe(false);
  });

  it('replaces a uuid’s token when it renews', () => {
    const tokens = createSessionTokens();
    const first = tokens.issue(UUID_A);
    const second = tokens.issue(UUID_A);
    expect(second).not.toBe(first);
    expect(tokens.verify(first, UUID_A)).toBe(false);
    expect(tokens.verify(second, UUID_A)).toBe(true);
    expect(tokens.size).toBe(1);
  });

  it('forgets the least recently issued uuid past its limit, and everything on revokeAll', () => {
    const tokens = createSessionTokens(undefined, 2);
    const a = tokens.issue(UUID_A);
    const b = tokens.issue(UUID_B);
    const c = tokens.issue('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    expect(tokens.verify(a, UUID_A)).toBe(false);
    expect(tokens.verify(b, UUID_B)).toBe(true);
    tokens.revokeAll();
    expect(tokens.verify(c, 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee')).toBe(false);
    expect(tokens.size).toBe(0);
  });
});
