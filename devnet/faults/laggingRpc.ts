/**
 * `--lagging-rpc-port`: a second chain node on its own port whose head stays `lagMs` behind (a node
 * that fell out of sync, SPEC §9's node rotation case). It forwards every request to the devnet's
 * own RPC and rewrites get_info's head and irreversible blocks to older ones.
 */
import { createServer, type Server } from 'node:http';
import { readBody, sendJson, sendPreflight } from '../http/respond';

/** The default lag: more than the 20 s after which a client should move to another node. */
export const DEFAULT_LAG_MS = 30_000;

interface Info {
  head_block_num: number;
  head_block_id: string;
  head_block_time: string;
  last_irreversible_block_num: number;
  last_irreversible_block_id: string;
}

async function post(origin: string, path: string, body: string): Promise<{ status: number; text: string; type: string }> {
  const res = await fetch(`${origin}${path}`, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? 'application/json' };
}

async function blockId(origin: string, num: number): Promise<string> {
  const { text } = await post(origin, '/v1/chain/get_block', JSON.stringify({ block_num_or_id: num }));
  return (JSON.parse(text) as { id: string }).id;
}

/** Rewrites a get_info answer to a head `lagBlocks` older. */
export async function lagInfo(origin: string, info: Info, lagBlocks: number, intervalMs: number): Promise<Info> {
  const head = Math.max(1, info.head_block_num - lagBlocks);
  const lib = Math.min(info.last_irreversible_block_num, head);
  const time = new Date(Date.parse(`${info.head_block_time}Z`) - (info.head_block_num - head) * intervalMs).toISOString().slice(0, -1);
  return {
    ...info,
    head_block_num: head,
    head_block_id: await blockId(origin, head),
    head_block_time: time,
    last_irreversible_block_num: lib,
    last_irreversible_block_id: await blockId(origin, lib),
  };
}

/** Starts the lagging node on `port` (loopback and every interface, as the main server). */
export function startLaggingRpc(port: number, origin: () => string, intervalMs: number, lagMs = DEFAULT_LAG_MS): Promise<Server> {
  const lagBlocks = Math.ceil(lagMs / intervalMs);
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return sendPreflight(res);
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://lagging.local');
        if (!url.pathname.startsWith('/v1/')) return sendJson(res, 404, { error: 'this node serves /v1/ only', path: url.pathname });
        const body = req.method === 'POST' ? await readBody(req) : '';
        const answer =
          req.method === 'POST'
            ? await post(origin(), url.pathname, body)
            : await fetch(`${origin()}${url.pathname}${url.search}`).then(async (r) => ({
                status: r.status,
                text: await r.text(),
                type: r.headers.get('content-type') ?? 'application/json',
              }));
        if (url.pathname === '/v1/chain/get_info' && answer.status === 200)
          return sendJson(res, 200, await lagInfo(origin(), JSON.parse(answer.text) as Info, lagBlocks, intervalMs));
        res.writeHead(answer.status, { 'Content-Type': answer.type, 'Access-Control-Allow-Origin': '*' });
        res.end(answer.text);
      } catch (error) {
        if (!res.headersSent)
          sendJson(res, 502, { error: 'lagging node could not reach the devnet', message: error instanceof Error ? error.message : String(error) });
      }
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
