/**
 * The light API's host fallback (SPEC §7, §8) as a pure loop over injected IO, so the app's light
 * API client (src/services/lightApi.ts) and the lists worker's holders fetch follow one rule: hosts
 * in order, each failure logged, the next tried 100 ms later, and "Failed to fetch from lightapi"
 * once every host failed.
 */

/** SPEC §7: a failed host falls back to the next one after this delay. */
export const LIGHT_API_FALLBACK_DELAY_MS = 100;
/** SPEC §8: all hosts failed. */
export const LIGHT_API_EXHAUSTED = 'Failed to fetch from lightapi';

/** What the loop needs from its thread: a GET that answers the body text (throwing on any failure), a pause and a log. */
export interface LightApiIo {
  /** The body of a successful GET of `url`; throws for a network error, a timeout or a status that is not OK. */
  fetchText(url: string): Promise<string>;
  pause(ms: number): Promise<void>;
  warn(message: string): void;
}

/** Joins a host base URL and a path with exactly one slash between them. */
export function lightApiUrl(host: string, path: string): string {
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The first host's answer to `path` that `read` accepts. A host that fails, or whose answer `read`
 * throws on, is logged and the next one is tried after `fallbackDelayMs`.
 */
export async function fetchFromHosts<T>(
  hosts: readonly string[],
  path: string,
  read: (text: string) => T,
  io: LightApiIo,
  fallbackDelayMs = LIGHT_API_FALLBACK_DELAY_MS,
): Promise<T> {
  for (const [i, host] of hosts.entries()) {
    if (i > 0) await io.pause(fallbackDelayMs);
    try {
      return read(await io.fetchText(lightApiUrl(host, path)));
    } catch (error) {
      io.warn(`light API ${host} failed for ${path}: ${messageOf(error)}`);
    }
  }
  throw new Error(LIGHT_API_EXHAUSTED);
}
