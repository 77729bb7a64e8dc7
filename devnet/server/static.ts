import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { chooseCoding, compressDynamic, type ContentCoding } from '../http/encoding';
import { parseRoutePreloads, routePreloadFor, routePreloadTags, ROUTE_PRELOADS_ID } from '../../src/core/urlParams/routePreloads';
import type { Handler } from '../http/types';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file to send: its path and what `stat` said of it. */
interface Found {
  readonly path: string;
  readonly size: number;
  readonly mtimeMs: number;
}

async function statFile(path: string): Promise<Found | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

async function fileAt(root: string, pathname: string): Promise<Found | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  return statFile(candidate);
}

/**
 * The build's compressed twin of a file (`x.js.br`, `x.js.gz`, written by the build), when the client
 * accepts that coding and the twin is not older than the file: a deployer who edits `config.json` in
 * place gets the edit served, not a stale twin.
 */
async function compressedTwin(file: Found, acceptEncoding: string | string[] | undefined): Promise<{ coding: ContentCoding; twin: Found } | null> {
  const coding = chooseCoding(acceptEncoding);
  if (!coding) return null;
  const twin = await statFile(`${file.path}${TWIN_SUFFIX[coding]}`);
  return twin && twin.mtimeMs >= file.mtimeMs ? { coding, twin } : null;
}

const TWIN_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * A navigation gets the app's index.html; a missing asset gets a 404. Route parameters contain dots
 * (`tlm_alien.worlds`), so the extension alone cannot tell them apart: a browser navigation accepts HTML.
 */
function isPageRequest(accept: string | undefined, pathname: string): boolean {
  if (accept?.includes('text/html')) return true;
  return !(extname(pathname).toLowerCase() in MIME);
}

/**
 * How long a browser may keep a file (docs/deploying.md): a hashed asset never changes under its name,
 * so a year; everything else (index.html, config.json, version.json, logos) is revalidated each time.
 */
function cacheControlFor(root: string, file: string): string {
  return file.startsWith(join(root, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const PRELOAD_TABLE = new RegExp(`<script type="application/json" id="${ROUTE_PRELOADS_ID}">([^<]*)</script>`);

/**
 * index.html with the route's chunks and stylesheets linked in its head, so the browser fetches
 * them with the entry (docs/deploying.md, "Preloading a route"); as it is when no route matches.
 */
export function pageWithPreloads(html: string, pathname: string): string {
  const table = parseRoutePreloads(PRELOAD_TABLE.exec(html)?.[1] ?? '[]');
  const route = routePreloadFor(table, pathname);
  return route ? html.replace('</head>', `${routePreloadTags(route)}</head>`) : html;
}

/** Sends a page: index.html with the route's preloads, compressed as the client accepts. */
async function sendPage(req: Parameters<Handler>[0], res: Parameters<Handler>[1], file: Found, pathname: string): Promise<void> {
  const body = Buffer.from(pageWithPreloads(await readFile(file.path, 'utf8'), pathname), 'utf8');
  const coding = chooseCoding(req.headers['accept-encoding']);
  const sent = coding ? compressDynamic(body, coding) : body;
  res.writeHead(200, {
    'Content-Type': MIME['.html'] as string,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'Content-Length': sent.length,
    ...(coding ? { 'Content-Encoding': coding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : sent);
}

/** Serves the built app; any other GET for a page falls back to index.html (history-mode routing). */
export function staticApp(root: string): Handler {
  return async (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const asset = await fileAt(root, url.pathname);
    const isPage = asset === null || asset.path === join(root, 'index.html');
    const file = asset ?? (isPageRequest(req.headers.accept, url.pathname) ? await fileAt(root, '/index.html') : null);
    if (!file) return false;
    if (isPage) {
      await sendPage(req, res, file, url.pathname);
      return true;
    }
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    const headers: Record<string, string | number> = {
      'Content-Type': MIME[extname(file.path)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(root, file.path),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const compressed = await compressedTwin(file, req.headers['accept-encoding']);
    const sent = compressed?.twin ?? file;
    res.writeHead(200, { ...headers, 'Content-Length': sent.size, ...(compressed ? { 'Content-Encoding': compressed.coding } : {}) });
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(sent.path).pipe(res);
    return true;
  };
}
