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
 * | GET  clock | chain time, its offset from the wall clock, the head block |
 * | POST clock `{advanceSec}` | moves chain time forward (refunds, vote claims) |
 * | GET  stats | bots, live socket, event-loop lag |
 */
import { readBody, sendJson } from '../http/respond';
import type { Handler } from '../http/types';
import { fromLoopback } from './loopback';
import { FAULT_PREFIXES, type FaultPrefix, type FaultState } from './state';

/** The chain's clock as the clock knob shows it. */
export interface ClockView {
  /** How far chain time runs ahead of the wall clock. */
  readonly offsetMs: number;
  /** The head block's time, nodeos's format. */
  readonly headBlockTime: string;
  readonly headBlockNum: number;
}

/** What the admin routes act on besides the fault state. */
export interface AdminHooks {
  dropSockets(): number;
  setFlow(flow: number): void;
  stats(): unknown;
  clock(): ClockView;
  /** Moves chain time forward; throws RangeError for a step the clock refuses. */
  advanceClock(ms: number): ClockView;
}

/** The longest single clock move the knob takes: 400 days. */
const MAX_ADVANCE_SEC = 400 * 86_400;

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
    if (route === 'GET clock') return (sendJson(res, 200, hooks.clock()), true);
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
      case 'POST clock': {
        const { advanceSec } = body;
        if (typeof advanceSec !== 'number' || !Number.isInteger(advanceSec) || advanceSec < 1 || advanceSec > MAX_ADVANCE_SEC)
          return (sendJson(res, 400, { error: `advanceSec must be a whole number of seconds (1–${MAX_ADVANCE_SEC}); the clock only moves forward` }), true);
        return (sendJson(res, 200, hooks.advanceClock(advanceSec * 1000)), true);
      }
      default:
        return (sendJson(res, 404, { error: `unknown admin route ${route}` }), true);
    }
  };
}
