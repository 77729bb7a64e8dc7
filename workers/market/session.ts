/** The socket session token (SPEC §7 "Session token"): POST {api}socket-session-token `{uuid}` → `{token}`. */
import { parseSessionTokenResponse } from '../../src/core/live';

/** What the worker fetches with (the global fetch, or a fake in tests). */
export type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;

/** `{api}socket-session-token`, whether or not the endpoint URL ends with a slash. */
export function sessionTokenUrl(apiUrl: string): string {
  return `${apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`}socket-session-token`;
}

/** Asks the endpoint for a new token; throws with the reason when there is none. */
export async function requestSessionToken(fetchFn: FetchFn, apiUrl: string, uuid: string): Promise<string> {
  const res = await fetchFn(sessionTokenUrl(apiUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ uuid }),
    cache: 'no-store',
  });
  if (!res.ok) throw new Error(`socket-session-token answered HTTP ${res.status}`);
  const token = parseSessionTokenResponse(await res.json().catch(() => null));
  if (token === null) throw new Error('socket-session-token answered without a token');
  return token;
}
