import { decideVersionCheck, type AppVersion } from '../../core/config/version';
import { platformFetch, type FetchFn } from '../../services/http';
import { errorMessage } from '../../core/format';
import { fetchAppVersion } from '../../services/version';
import { readStored, writeStored } from '../storage';

const isVersion = (v: unknown): v is AppVersion => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
const hardReload = () => globalThis.location.reload();

/**
 * SPEC §4 Version check, run after each navigation: a server version that differs from a known stored one
 * (the default 0 means unknown) reloads the page; the server version is stored. Returns whether it reloaded.
 */
export async function checkVersionAfterNavigation(fetchFn: FetchFn = platformFetch, reload: () => void = hardReload): Promise<boolean> {
  let server: AppVersion;
  try {
    server = await fetchAppVersion(fetchFn);
  } catch (error) {
    console.warn(`Version check skipped: ${errorMessage(error)}`);
    return false;
  }
  const decision = decideVersionCheck(readStored<AppVersion>('appVersion', 0, isVersion), server);
  // Stored before reloading, so the reloaded page sees the new version and cannot loop.
  writeStored('appVersion', decision.store);
  if (decision.reload) reload();
  return decision.reload;
}
