import { createServer, type Server } from 'node:http';
import { sendJson, sendPreflight } from './respond';
import type { Handler } from './types';

/** One HTTP server for the whole devnet: handlers are tried in order; an unknown path gets a 404 JSON. */
export function createDevnetServer(handlers: Handler[]): Server {
  return createServer((req, res) => {
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
}
