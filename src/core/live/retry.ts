/** The live socket's retry schedule (SPEC §9 "Socket retry delays", §8 "Socket retries exhausted"). */

/** SPEC §9: 30 retries at most. */
export const MAX_SOCKET_RETRIES = 30;

/** SPEC §8: what the socket reports when it gives up. */
export const SOCKET_MAX_RETRY_MESSAGE = 'Socket connexion Maximum retry count reached';

const FIRST_DELAYS = [1, 5, 10, 15, 15];
const GROUP_DELAYS = [20, 30, 40, 50, 60];
const GROUP_SIZE = 5;
const LAST_DELAY = 90;

/**
 * Seconds to wait before retry number `attempt` (1-based): 1, 5, 10, 15, 15, then five each of
 * 20, 30, 40, 50 and 60 (retries 6–30), then 90 for any retry past those.
 */
export function retryDelaySeconds(attempt: number): number {
  const n = Math.max(1, Math.floor(attempt));
  if (n <= FIRST_DELAYS.length) return FIRST_DELAYS[n - 1]!;
  const group = Math.floor((n - FIRST_DELAYS.length - 1) / GROUP_SIZE);
  return GROUP_DELAYS[group] ?? LAST_DELAY;
}
