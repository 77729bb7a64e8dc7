import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLogoLoader, cssUrl, type IdleDeadline } from './logoLoader';

/** A loader over a hand-driven browser: idle periods, decodes and the batched notice are run by the test. */
function harness() {
  const idle: ((deadline: IdleDeadline) => void)[] = [];
  const later: (() => void)[] = [];
  const decodes = new Map<string, { resolve: (logoClass: string) => void; reject: (error: Error) => void }>();
  const started: string[] = [];
  const loader = createLogoLoader({
    decode: (url) =>
      new Promise<string>((resolve, reject) => {
        started.push(url);
        decodes.set(url, { resolve, reject });
      }),
    whenIdle: (callback) => idle.push(callback),
    later: (callback) => later.push(callback),
  });
  const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    loader,
    started,
    /** Runs the idle callback asked for, with `ms` left (or as its timeout when `timedOut`). */
    runIdle(ms = 50, timedOut = false) {
      const callbacks = idle.splice(0);
      for (const callback of callbacks) callback({ timeRemaining: () => ms, didTimeout: timedOut });
      return callbacks.length;
    },
    async settle(url: string, logoClass: string | null) {
      const decode = decodes.get(url)!;
      if (logoClass === null) decode.reject(new Error('404'));
      else decode.resolve(logoClass);
      await flush();
    },
    notify() {
      for (const callback of later.splice(0)) callback();
    },
    pendingNotices: () => later.length,
  };
}

describe('logoLoader', () => {
  it('loads a logo in idle time only, then tells its followers once, in one batch', async () => {
    const h = harness();
    const seen: string[] = [];
    h.loader.subscribe('/tlm.svg', () => seen.push('a'));
    h.loader.subscribe('/tlm.svg', () => seen.push('b'));
    h.loader.subscribe('/wax.svg', () => seen.push('c'));
    expect(h.started).toEqual([]);
    expect(h.runIdle()).toBe(1);
    expect(h.started).toEqual(['/tlm.svg', '/wax.svg']);
    await h.settle('/tlm.svg', 'logo-1');
    await h.settle('/wax.svg', 'logo-2');
    expect(seen).toEqual([]);
    expect(h.pendingNotices()).toBe(1);
    h.notify();
    expect(seen.sort()).toEqual(['a', 'b', 'c']);
    expect(h.loader.logoClass('/tlm.svg')).toBe('logo-1');
    expect(h.loader.logoClass('/wax.svg')).toBe('logo-2');
  });

  it('keeps four loads on their way at most, and starts the next as one settles', async () => {
    const h = harness();
    const urls = Array.from({ length: 6 }, (_, i) => `/logo-${i}.png`);
    for (const url of urls) h.loader.subscribe(url, () => undefined);
    h.runIdle();
    expect(h.started).toEqual(urls.slice(0, 4));
    expect(h.runIdle()).toBe(0);
    await h.settle(urls[0]!, 'c0');
    h.runIdle();
    expect(h.started).toEqual(urls.slice(0, 5));
  });

  it('starts one load per timed-out idle callback, and none in an idle period nearly over', () => {
    const h = harness();
    for (const url of ['/a.png', '/b.png', '/c.png']) h.loader.subscribe(url, () => undefined);
    h.runIdle(1);
    expect(h.started).toEqual([]);
    h.runIdle(0, true);
    expect(h.started).toEqual(['/a.png']);
    h.runIdle(0, true);
    expect(h.started).toEqual(['/a.png', '/b.png']);
  });

  it('leaves a logo no row draws any more when its turn comes, and loads it when one does again', () => {
    const h = harness();
    const leave = h.loader.subscribe('/gone.png', () => undefined);
    leave();
    h.runIdle();
    expect(h.started).toEqual([]);
    h.loader.subscribe('/gone.png', () => undefined);
    h.runIdle();
    expect(h.started).toEqual(['/gone.png']);
  });

  it('keeps the letters for a logo that fails, and never asks for it again', async () => {
    const h = harness();
    let told = 0;
    h.loader.subscribe('/broken.png', () => (told += 1));
    h.runIdle();
    await h.settle('/broken.png', null);
    h.notify();
    expect(told).toBe(1);
    expect(h.loader.logoClass('/broken.png')).toBeNull();
    h.loader.subscribe('/broken.png', () => undefined);
    expect(h.runIdle()).toBe(0);
    expect(h.started).toEqual(['/broken.png']);
  });

  it('loads a logo once however many rows draw it, and answers its class at once afterwards', async () => {
    const h = harness();
    h.loader.subscribe('/tlm.svg', () => undefined);
    h.runIdle();
    await h.settle('/tlm.svg', 'logo-1');
    h.loader.subscribe('/tlm.svg', () => undefined);
    expect(h.runIdle()).toBe(0);
    expect(h.started).toEqual(['/tlm.svg']);
    expect(h.loader.logoClass('/tlm.svg')).toBe('logo-1');
  });
});

/** Reads a CSS double-quoted string from the start of `text` as a CSS tokenizer does: its value and where it ended (null: not closed). */
function readCssString(text: string): { value: string; end: number } | null {
  let value = '';
  for (let i = 1; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') return { value, end: i };
    if (char === '\n' || char === '\r' || char === '\f') return null;
    if (char !== '\\') {
      value += char;
      continue;
    }
    const hex = /^[0-9a-fA-F]{1,6}/.exec(text.slice(i + 1))?.[0];
    if (hex) {
      value += String.fromCodePoint(parseInt(hex, 16));
      i += hex.length;
      if (/[ \t\n]/.test(text[i + 1] ?? '')) i += 1;
    } else {
      value += text[i + 1] ?? '';
      i += 1;
    }
  }
  return null;
}

describe('cssUrl', () => {
  it('writes any URL as one CSS string that reads back as the URL and ends where the url() does', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '/', '"', "'", '\\', '\n', '\r', '\f', ')', '(', '}', ';', ' ', '1', 'F') }),
        fc.string(),
        (tricky, any) => {
          for (const url of [tricky, any, `${any}${tricky}`]) {
            const written = cssUrl(url);
            expect(written.startsWith('url("')).toBe(true);
            const read = readCssString(written.slice(4));
            expect(read).not.toBeNull();
            expect(read!.value).toBe(url);
            expect(written.slice(4 + read!.end + 1)).toBe(')');
          }
        },
      ),
    );
  });
});
