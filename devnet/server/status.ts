/**
 * The swap service's `status/` (SPEC §7) for /api/ and /api2/: `ready` once the world is seeded and
 * indexed. Until then it answers 503 with `ready: false` — the app counts a failed status as not
 * ready anyway (SPEC §8), and test harnesses that wait for a 2xx (Playwright's webServer) then wait
 * for the whole world rather than a half-seeded one.
 */
import { sendJson } from '../http/respond';
import type { Handler } from '../http/types';

/** How far the start has come, for the status body and the start-up log. */
export interface Readiness {
  ready: boolean;
  /** What the devnet is doing until ready ("indexing", "seeding history 40 %"). */
  phase: string;
  /** Set by close(): long work (seeding history) stops at its next slice. */
  stopping: boolean;
}

/** GET {prefix}status/ for each prefix. */
export function statusHandler(prefixes: readonly string[], readiness: Readiness): Handler {
  const paths = new Set(prefixes.flatMap((p) => [`${p}status`, `${p}status/`]));
  return (req, res, url) => {
    if (!paths.has(url.pathname)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return (sendJson(res, 405, { error: 'method not allowed: GET' }), true);
    sendJson(res, readiness.ready ? 200 : 503, { ready: readiness.ready, phase: readiness.phase, name: 'waxwing-devnet', time: new Date().toISOString() });
    return true;
  };
}
