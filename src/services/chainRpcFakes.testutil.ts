import { createChainRpc } from './chainRpc';
import type { FetchFn } from './http';

/** A fixed "now" for head-block checks. */
export const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
/** nodeos's time format: UTC without the trailing Z. */
export const chainTime = (ms: number) => new Date(ms).toISOString().replace('Z', '');

export type Answer = { status?: number; json?: unknown; text?: string } | 'hang' | 'refuse';
/** Answers one request; `bodyText` is the body exactly as sent. */
export type Handler = (path: string, body: unknown, bodyText: string) => Answer;

/** A fake network of nodes; every request is recorded as "node path". */
export function fakeNet(handlers: Record<string, Handler>) {
  const log: string[] = [];
  const fetchFn: FetchFn = (url, init) => {
    const { origin, pathname } = new URL(url);
    log.push(`${origin} ${pathname}`);
    const bodyText = String(init?.body);
    const answer = handlers[origin]?.(pathname, JSON.parse(bodyText), bodyText) ?? 'refuse';
    if (answer === 'hang') return new Promise(() => undefined);
    if (answer === 'refuse') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(answer.text ?? JSON.stringify(answer.json), { status: answer.status ?? 200 }));
  };
  return { log, fetchFn };
}

/** A healthy node: fresh head, answers `result` to everything else. */
export const healthy =
  (result: unknown = { ok: true }, lagMs = 1000): Handler =>
  (path) =>
    path === '/v1/chain/get_info'
      ? { json: { chain_id: 'c', head_block_num: 9, head_block_time: chainTime(NOW - lagMs), last_irreversible_block_num: 8 } }
      : { json: result };

// random() = 0.999 keeps the configured order, so tests read in order a, b, c.
export const client = (net: ReturnType<typeof fakeNet>, nodes = ['https://a', 'https://b', 'https://c'], now = () => NOW) =>
  createChainRpc({ nodes, fetchFn: net.fetchFn, now, random: () => 0.999, warn: () => undefined });
