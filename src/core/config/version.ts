/** An app version as served in `/version.json`; 0 is the stored default meaning "never seen". */
export type AppVersion = string | number;

/**
 * SPEC §4 Version check: reload when the server version differs from the stored one and the stored one
 * is not the default 0; the server version is stored either way.
 */
export function decideVersionCheck(stored: AppVersion, server: AppVersion): { reload: boolean; store: AppVersion } {
  const known = stored !== 0 && stored !== '0';
  return { reload: known && String(stored) !== String(server), store: server };
}

/** Reads `version` from the body of `/version.json`; null when it is not a usable version. */
export function parseVersionBody(body: unknown): AppVersion | null {
  if (body === null || typeof body !== 'object') return null;
  const version = (body as { version?: unknown }).version;
  if (typeof version === 'number' && Number.isFinite(version)) return version;
  if (typeof version === 'string' && version.trim() !== '') return version;
  return null;
}
