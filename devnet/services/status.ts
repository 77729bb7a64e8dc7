import { sendJson } from '../http/respond';
import type { Handler } from '../http/types';

/** The swap-service `status/` path (SPEC §7): `ready` once the services can answer. */
export function statusRoute(prefix: string, isReady: () => boolean): Handler {
  return (req, res, url) => {
    if (req.method !== 'GET' || (url.pathname !== `${prefix}status/` && url.pathname !== `${prefix}status`)) return false;
    sendJson(res, 200, { ready: isReady(), name: 'waxwing-devnet', time: new Date().toISOString() });
    return true;
  };
}
