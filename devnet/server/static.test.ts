import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticApp } from './static';

let server: Server;
let base: string;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'waxwing-static-'));
  mkdirSync(join(root, 'assets'));
  const table = JSON.stringify([{ path: '/trade/:src?', js: ['/assets/trade.js'], css: ['/assets/trade.css'] }]);
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><head><title>app</title><script type="application/json" id="waxwing-route-preloads">${table}</script></head>`,
  );
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'big.js'), 'x'.repeat(4000));
  writeFileSync(join(root, 'assets', 'big.js.br'), brotliCompressSync('x'.repeat(4000)));
  writeFileSync(join(root, 'assets', 'big.js.gz'), gzipSync('x'.repeat(4000)));
  writeFileSync(join(root, 'config.json'), '{"edited":true}');
  writeFileSync(join(root, 'config.json.br'), brotliCompressSync('{"edited":false}'));
  // The deployer edited config.json after the build: its twin is older and must not be sent.
  utimesSync(join(root, 'config.json.br'), new Date(2000, 0, 1), new Date(2000, 0, 1));
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

/** A raw GET (fetch would decode the body and hide the coding). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('staticApp serving like a production host', () => {
  it('sends the build’s brotli or gzip twin to a browser that accepts it, the file itself otherwise', async () => {
    const br = await rawGet('/assets/big.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe('x'.repeat(4000));
    expect((await rawGet('/assets/big.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await rawGet('/assets/big.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBe(4000);
  });

  it('never sends a twin older than its file (config.json edited after the build)', async () => {
    const config = await rawGet('/config.json', { 'accept-encoding': 'br' });
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.body.toString()).toBe('{"edited":true}');
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('answers a revalidation with 304 when the file has not changed', async () => {
    const first = await rawGet('/config.json', {});
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await rawGet('/config.json', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('links the route’s chunks and stylesheets into the page it serves, and nothing for other paths', async () => {
    const trade = (await rawGet('/trade/alcormarket', { accept: 'text/html' })).body.toString();
    expect(trade).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/trade.js"><link rel="preload" as="style" crossorigin href="/assets/trade.css"></head>',
    );
    const other = (await rawGet('/swap', { accept: 'text/html' })).body.toString();
    expect(other).not.toContain('modulepreload');
    const page = await rawGet('/trade', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
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
