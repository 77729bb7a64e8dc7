/** JSON calls to a swap-service endpoint, with its error text (`{error}` of a 4xx body) in the thrown Error. */
import { joinUrl, type FetchFn } from './http';

async function failure(res: Response, path: string): Promise<Error> {
  const text = await res.text().catch(() => '');
  let message = `HTTP ${res.status}`;
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string') message = (body as { error: string }).error;
  } catch {
    // Not JSON: keep the status.
  }
  return new Error(`${path}: ${message}`);
}

/** GET `{base}{path}?{params}` and its JSON. */
export async function getJson(fetchFn: FetchFn, baseUrl: string, path: string, params: Record<string, string> = {}, signal?: AbortSignal): Promise<unknown> {
  const query = new URLSearchParams(params).toString();
  const res = await fetchFn(joinUrl(baseUrl, path) + (query === '' ? '' : `?${query}`), { cache: 'no-store', ...(signal ? { signal } : {}) });
  if (!res.ok) throw await failure(res, path);
  return (await res.json()) as unknown;
}

/** POST a JSON body to `{base}{path}` and its JSON answer. */
export async function postJson(fetchFn: FetchFn, baseUrl: string, path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  const res = await fetchFn(joinUrl(baseUrl, path), {
    method: 'POST',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw await failure(res, path);
  return (await res.json()) as unknown;
}

/** A list, or an Error naming what should have been one. */
export function jsonList(raw: unknown, what: string): unknown[] {
  if (!Array.isArray(raw)) throw new Error(`${what}: the answer must be a list`);
  return raw;
}
