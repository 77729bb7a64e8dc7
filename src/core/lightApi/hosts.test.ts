import { describe, expect, it } from 'vitest';
import { fetchFromHosts, LIGHT_API_EXHAUSTED, lightApiUrl, type LightApiIo } from './hosts';

/** IO over answers per host prefix, with a clock that pauses move: what was asked, when, and what was logged. */
function fakeIo(answers: Record<string, string | Error>) {
  let now = 0;
  const asked: { url: string; at: number }[] = [];
  const warnings: string[] = [];
  const io: LightApiIo = {
    fetchText: async (url) => {
      asked.push({ url, at: now });
      const host = Object.keys(answers).find((prefix) => url.startsWith(prefix));
      const answer = host === undefined ? new Error('Failed to fetch') : answers[host]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    pause: async (ms) => {
      now += ms;
    },
    warn: (message) => warnings.push(message),
  };
  return { io, asked, warnings };
}

const A = 'https://a.example/api/';
const B = 'https://b.example/api';

describe('fetchFromHosts', () => {
  it('answers from the first host without waiting', async () => {
    const { io, asked } = fakeIo({ [A]: '12' });
    await expect(fetchFromHosts([A, B], 'holdercount/wax/x/Y', Number, io)).resolves.toBe(12);
    expect(asked).toEqual([{ url: 'https://a.example/api/holdercount/wax/x/Y', at: 0 }]);
  });

  it('logs a failed host and asks the next one 100 ms later (SPEC §7, §8)', async () => {
    const { io, asked, warnings } = fakeIo({ [A]: new Error('HTTP 500: busy'), [B]: '7' });
    await expect(fetchFromHosts([A, B], 'p', Number, io)).resolves.toBe(7);
    expect(asked.map((call) => call.at)).toEqual([0, 100]);
    expect(asked[1]!.url).toBe('https://b.example/api/p');
    expect(warnings).toEqual([`light API ${A} failed for p: HTTP 500: busy`]);
  });

  it('counts an answer the reader refuses as that host failing', async () => {
    const { io, asked } = fakeIo({ [A]: 'not json', [B]: '[]' });
    await expect(fetchFromHosts([A, B], 'p', (text) => JSON.parse(text) as unknown, io)).resolves.toEqual([]);
    expect(asked).toHaveLength(2);
  });

  it('fails with "Failed to fetch from lightapi" once every host failed', async () => {
    const { io, warnings } = fakeIo({});
    await expect(fetchFromHosts([A, B], 'p', Number, io)).rejects.toThrow(LIGHT_API_EXHAUSTED);
    expect(warnings).toHaveLength(2);
    await expect(fetchFromHosts([], 'p', Number, io)).rejects.toThrow(LIGHT_API_EXHAUSTED);
  });

  it('joins hosts and paths with one slash', () => {
    expect(lightApiUrl('https://h/api///', '/x/y')).toBe('https://h/api/x/y');
    expect(lightApiUrl('/lightapi', 'x')).toBe('/lightapi/x');
  });
});
