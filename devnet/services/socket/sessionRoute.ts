/** POST {api}socket-session-token `{uuid}` → `{token}` (SPEC §7 "Session token"). */
import { parseSessionTokenRequest } from '../../../src/core/live';
import { readBody, sendJson } from '../../http/respond';
import type { Handler } from '../../http/types';
import type { SessionTokens } from './sessionTokens';

/** Where the route answers: under both devnet swap-service endpoints (public/config.json). */
export const SESSION_TOKEN_PATHS = ['/api/socket-session-token', '/api2/socket-session-token'];

const MAX_BODY_BYTES = 4096;

/** The devnet handler issuing session tokens; 400 for a body that is not JSON `{uuid}` with a UUID. */
export function sessionTokenRoute(tokens: SessionTokens, paths: readonly string[] = SESSION_TOKEN_PATHS): Handler {
  return async (req, res, url) => {
    if (!paths.includes(url.pathname)) return false;
    if (req.method !== 'POST') {
      sendJson(res, 405, { error: 'method not allowed: POST {uuid}' });
      return true;
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req, MAX_BODY_BYTES));
    } catch {
      sendJson(res, 400, { error: 'the body must be JSON {uuid}' });
      return true;
    }
    const uuid = parseSessionTokenRequest(body);
    if (uuid === null) {
      sendJson(res, 400, { error: 'uuid must be a UUID' });
      return true;
    }
    sendJson(res, 200, { token: tokens.issue(uuid) });
    return true;
  };
}
