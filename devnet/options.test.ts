import { describe, expect, it } from 'vitest';
import { parseDevnetOptions } from './options';

describe('parseDevnetOptions', () => {
  it('defaults to port 8080 and the .devnet folder', () => {
    expect(parseDevnetOptions([], {})).toMatchObject({ port: 8080, dataDir: '.devnet', seed: 'waxwing', reset: false, serveApp: true });
  });

  it('lets PORT and flags override, flags first', () => {
    expect(parseDevnetOptions([], { PORT: '9000' }).port).toBe(9000);
    expect(parseDevnetOptions(['--port', '9100', '--reset', '--no-app'], { PORT: '9000' })).toMatchObject({ port: 9100, reset: true, serveApp: false });
  });

  it('rejects a port that is not one', () => {
    expect(() => parseDevnetOptions(['--port', 'eighty'], {})).toThrow(/invalid port/);
  });
});
