/**
 * `POST /devnet/admin/listings {"count": N}` (loopback only, as every admin knob): the listing bot
 * lists N new tokens on Defibox right away, each through the chain as its 90 s timer would, so
 * tests can page the listings feed (SPEC §9: 100 a page) on a small world → `{listed: ["CODE@contract", …]}`.
 */
import { readBody, sendJson } from '../http/respond';
import type { Handler } from '../http/types';
import { fromLoopback } from './loopback';

/** Most listings one request makes (each is a few chain transactions). */
export const MAX_LISTINGS_PER_REQUEST = 200;

const PATH = '/devnet/admin/listings';

/** The knob over the bots' lister. */
export function listingsKnob(bots: { listNow(count: number): Promise<string[]> }): Handler {
  return async (req, res, url) => {
    if (url.pathname.replace(/\/$/, '') !== PATH) return false;
    if (!fromLoopback(req)) return (sendJson(res, 403, { error: 'devnet admin answers only on loopback' }), true);
    if (req.method !== 'POST') return (sendJson(res, 405, { error: 'POST {"count": N}' }), true);
    let count: unknown;
    try {
      count = (JSON.parse((await readBody(req, 1024)) || '{}') as { count?: unknown }).count;
    } catch {
      count = undefined;
    }
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_LISTINGS_PER_REQUEST)
      return (sendJson(res, 400, { error: `count must be a whole number from 1 to ${MAX_LISTINGS_PER_REQUEST}` }), true);
    try {
      sendJson(res, 200, { listed: await bots.listNow(count) });
    } catch (error) {
      sendJson(res, 500, { error: `listing failed: ${error instanceof Error ? error.message : String(error)}` });
    }
    return true;
  };
}
