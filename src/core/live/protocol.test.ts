import { describe, expect, it } from 'vitest';
import { isSessionError, parseSendStamp, parseSubscription, roomName, SESSION_INVALID, SESSION_REQUIRED } from './protocol';

describe('live protocol', () => {
  it('names the session errors as the catalogue does (SPEC §8)', () => {
    expect(SESSION_REQUIRED).toBe('SESSION_TOKEN&&SESSION_UUID:REQUIRED');
    expect(SESSION_INVALID).toBe('SESSION_TOKEN&&SESSION_UUID:INVALID');
    expect(isSessionError(SESSION_INVALID)).toBe(true);
    expect(isSessionError('xhr poll error')).toBe(false);
  });

  it('reads the three room types with their params', () => {
    expect(parseSubscription({ room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: 7 } })).toEqual({
      room: 'orderbooksDelta',
      params: { src: 'alcordexmain', market_id: 7 },
    });
    expect(parseSubscription({ room: 'marketMatches', params: { src: 'alcordexmain', market_id: 0, extra: 1 } })).toEqual({
      room: 'marketMatches',
      params: { src: 'alcordexmain', market_id: 0 },
    });
    expect(parseSubscription({ room: 'klines', params: { src: 'alcordexmain', market_id: 7, resolution: '1D' } })).toEqual({
      room: 'klines',
      params: { src: 'alcordexmain', market_id: 7, resolution: '1D' },
    });
  });

  it('rejects malformed subscriptions without throwing', () => {
    const bad: unknown[] = [
      null,
      'orderbooksDelta',
      { room: 'orderbooksDelta' },
      { room: 'trades', params: { src: 'alcordexmain', market_id: 7 } },
      { room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: '7' } },
      { room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: 1.5 } },
      { room: 'orderbooksDelta', params: { src: 'Bad Src', market_id: 7 } },
      { room: 'klines', params: { src: 'alcordexmain', market_id: 7 } },
      { room: 'klines', params: { src: 'alcordexmain', market_id: 7, resolution: '2' } },
      { room: 'klines', params: [] },
    ];
    for (const raw of bad) expect(parseSubscription(raw), JSON.stringify(raw)).toBeNull();
  });

  it('gives each market and resolution its own room name', () => {
    const book = roomName({ room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: 7 } });
    const matches = roomName({ room: 'marketMatches', params: { src: 'alcordexmain', market_id: 7 } });
    const oneMinute = roomName({ room: 'klines', params: { src: 'alcordexmain', market_id: 7, resolution: '1' } });
    const fiveMinutes = roomName({ room: 'klines', params: { src: 'alcordexmain', market_id: 7, resolution: '5' } });
    expect(new Set([book, matches, oneMinute, fiveMinutes]).size).toBe(4);
    expect(roomName({ room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: 8 } })).not.toBe(book);
  });

  it('reads a batch’s send stamp as whole epoch ms, and nothing else', () => {
    const now = Date.UTC(2026, 4, 6, 12, 0, 0, 125);
    expect(parseSendStamp(now)).toBe(now);
    for (const raw of [undefined, null, '1778068800125', now + 0.5, Number.NaN, Infinity, -now, 1_000, Date.UTC(2100, 0, 1), { sentAt: now }])
      expect(parseSendStamp(raw), String(raw)).toBeNull();
  });
});
