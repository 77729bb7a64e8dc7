/** The limit-order history feeds of the swap service (SPEC §7 limitlogorderfill, limitlogorderclose), raw rows newest first. */
import { platformFetch, type FetchFn } from './http';
import { getJson, jsonList } from './serviceJson';

/** SPEC §9 page size of the feeds' first read. */
export const LIMIT_HISTORY_LIMIT = 100;

export interface LimitHistoryService {
  /** The owner's fills and closes as the API answers them (read with src/core/limit `mergeLimitHistory`). */
  history(owner: string, signal?: AbortSignal): Promise<{ fills: unknown[]; closes: unknown[] }>;
}

/** The limit history client of the endpoint at `baseUrl`. */
export function createLimitHistoryService(baseUrl: string, fetchFn: FetchFn = platformFetch): LimitHistoryService {
  const feed = async (path: string, owner: string, signal?: AbortSignal) =>
    jsonList(await getJson(fetchFn, baseUrl, path, { owner, limit: String(LIMIT_HISTORY_LIMIT) }, signal), path);
  return {
    async history(owner, signal) {
      const [fills, closes] = await Promise.all([feed('limitlogorderfill', owner, signal), feed('limitlogorderclose', owner, signal)]);
      return { fills, closes };
    },
  };
}
