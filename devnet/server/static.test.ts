import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticApp } from './static';

let server: Server;
let base: string;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'waxwing-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  const handle = staticApp(root);
  server = createServer((req, res) => {
    void Promise.resolve(handle(req, res, new URL(req.url ?? '/', 'http://x'))).then((handled) => {
      if (!handled) res.writeHead(404).end('missing');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe('staticApp', () => {
  it('serves files with their type and long caching for hashed assets', async () => {
    const res = await fetch(`${base}/assets/app.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a navigation to a route whose parameters contain dots with index.html', async () => {
    const res = await fetch(`${base}/trade/alcormarket/tlm_alien.worlds/wax_eosio.token`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>app</title>');
  });

  it('does not turn a missing asset into the page, nor escape the root', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    const escaped = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await escaped.text()).not.toContain('root:');
  });
});
