import { createServer, type Server } from 'node:http';
import { sendJson, sendPreflight } from './respond';
import type { Handler } from './types';

/**
 * How long an idle kept-alive connection stays open (ms). Node's 5 s default closes it while a client
 * may be sending its next request on it, and that request fails with ECONNRESET (seen in a
 * fresh-clone run: Playwright's route.fetch of /devnet/accounts.json). Clients close their idle
 * connections well before this.
 */
export const KEEP_ALIVE_MS = 65_000;

/** One HTTP server for the whole devnet: handlers are tried in order; an unknown path gets a 404 JSON. */
export function createDevnetServer(handlers: Handler[]): Server {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://devnet.local');
    if (req.method === 'OPTIONS') return sendPreflight(res);
    void (async () => {
      try {
        for (const handle of handlers) if (await handle(req, res, url)) return;
        sendJson(res, 404, { error: 'not found', path: url.pathname });
      } catch (error) {
        console.error(`devnet: ${req.method} ${url.pathname} failed`, error);
        if (!res.headersSent) sendJson(res, 500, { error: 'internal error', message: error instanceof Error ? error.message : String(error) });
        else res.end();
      }
    })();
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Above the keep-alive time, so a kept-alive connection's next request is never cut off as slow.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
