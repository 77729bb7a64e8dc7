import { parseVersionBody, type AppVersion } from '../core/config/version';
import { platformFetch, type FetchFn } from './http';

/** GET /version.json (SPEC §7 App version) and read its `version`; throws when unreadable. */
export async function fetchAppVersion(fetchFn: FetchFn = platformFetch): Promise<AppVersion> {
  // no-store: the point is to see a deploy that happened since the page loaded.
  const response = await fetchFn('/version.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/version.json: HTTP ${response.status}`);
  const version = parseVersionBody(await response.json());
  if (version === null) throw new Error('/version.json has no version');
  return version;
}
