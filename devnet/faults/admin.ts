/**
 * `/devnet/admin/…`, loopback only (403 elsewhere): fault knobs for tests and people.
 *
 * | request | effect |
 * |---|---|
 * | GET  faults | current faults and the /api2/ switch |
 * | POST faults `{prefix, latencyMs?, errorRate?}` | sets one prefix's faults (zeros clear it) |
 * | POST faults/reset | clears every fault, /api2/ back on |
 * | POST api2 `{enabled}` | switches the second swap endpoint off or on |
 * | POST drop-sockets | closes every live-socket connection → `{dropped}` |
 * | POST flow `{flow}` | sets the bots' order-book deltas per second |
 * | GET  stats | bots, live socket, event-loop lag |
 */
import { readBody, sendJson } from '../http/respond';
import type { Handler } from '../http/types';
import { fromLoopback } from './loopback';
import { FAULT_PREFIXES, type FaultPrefix, type FaultState } from './state';

/** What the admin routes act on besides the fault state. */
export interface AdminHooks {
  dropSockets(): number;
  setFlow(flow: number): void;
  stats(): unknown;
}

const PREFIX = '/devnet/admin/';

async function jsonBody(req: Parameters<Handler>[0]): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse((await readBody(req, 16_384)) || '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isRate = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= 1;
const isMs = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 120_000;

/** The admin handler. */
export function adminHandler(state: FaultState, hooks: AdminHooks): Handler {
  return async (req, res, url) => {
    if (!url.pathname.startsWith(PREFIX)) return false;
    if (!fromLoopback(req)) return (sendJson(res, 403, { error: 'devnet admin answers only on loopback' }), true);
    const route = `${req.method} ${url.pathname.slice(PREFIX.length).replace(/\/$/, '')}`;
    if (route === 'GET faults') return (sendJson(res, 200, state.snapshot()), true);
    if (route === 'GET stats') return (sendJson(res, 200, hooks.stats()), true);
    if (req.method !== 'POST') return (sendJson(res, 404, { error: `unknown admin route ${route}` }), true);
    const body = await jsonBody(req);
    if (body === null) return (sendJson(res, 400, { error: 'the body must be a JSON object' }), true);
    switch (route) {
      case 'POST faults': {
        const { prefix, latencyMs = 0, errorRate = 0 } = body;
        if (!FAULT_PREFIXES.includes(prefix as FaultPrefix)) return (sendJson(res, 400, { error: `prefix must be one of ${FAULT_PREFIXES.join(', ')}` }), true);
        if (!isMs(latencyMs) || !isRate(errorRate)) return (sendJson(res, 400, { error: 'latencyMs must be whole ms (0–120000), errorRate 0–1' }), true);
        state.set(prefix as FaultPrefix, { latencyMs, errorRate });
        return (sendJson(res, 200, state.snapshot()), true);
      }
      case 'POST faults/reset':
        state.reset();
        return (sendJson(res, 200, state.snapshot()), true);
      case 'POST api2':
        if (typeof body.enabled !== 'boolean') return (sendJson(res, 400, { error: 'enabled must be true or false' }), true);
        state.api2Enabled = body.enabled;
        return (sendJson(res, 200, state.snapshot()), true);
      case 'POST drop-sockets':
        return (sendJson(res, 200, { dropped: hooks.dropSockets() }), true);
      case 'POST flow':
        if (typeof body.flow !== 'number' || !Number.isInteger(body.flow) || body.flow < 0 || body.flow > 100_000)
          return (sendJson(res, 400, { error: 'flow must be a whole number of deltas per second (0–100000)' }), true);
        hooks.setFlow(body.flow);
        return (sendJson(res, 200, { flow: body.flow }), true);
      default:
        return (sendJson(res, 404, { error: `unknown admin route ${route}` }), true);
    }
  };
}
