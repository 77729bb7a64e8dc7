import { joinUrl, platformFetch, realTimers, withTimeout, type FetchFn, type Timers } from './http';

/** A status request longer than this counts as a failure (not in the SPEC; keeps the endpoint choice from hanging). */
export const STATUS_TIMEOUT_MS = 5000;

/** GET `{endpoint}status/` (SPEC §7): the endpoint's ready flag. Throws on any failure, which the caller treats as not ready (SPEC §8). */
export async function fetchEndpointStatus(
  url: string,
  fetchFn: FetchFn = platformFetch,
  timers: Timers = realTimers,
  timeoutMs = STATUS_TIMEOUT_MS,
): Promise<{ ready: boolean }> {
  const controller = new AbortController();
  const call = fetchFn(joinUrl(url, 'status/'), { signal: controller.signal, cache: 'no-store' }).then(async (res) => {
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as unknown;
  });
  const body = await withTimeout(call, timeoutMs, timers, () => controller.abort());
  const ready = body !== null && typeof body === 'object' ? (body as { ready?: unknown }).ready : undefined;
  if (typeof ready !== 'boolean') throw new Error('status answer has no ready flag');
  return { ready };
}
