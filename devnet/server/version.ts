import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sendJson } from '../http/respond';
import type { Handler } from '../http/types';

/** `/version.json` (SPEC §7 App version): the built app's version, or "dev" when no build exists. */
export function versionRoute(distDir: string): Handler {
  return async (req, res, url) => {
    if (req.method !== 'GET' || url.pathname !== '/version.json') return false;
    try {
      const built = JSON.parse(await readFile(join(distDir, 'version.json'), 'utf8')) as { version?: unknown };
      sendJson(res, 200, { version: built.version ?? 'dev' }, 'no-cache');
    } catch {
      sendJson(res, 200, { version: 'dev' }, 'no-cache');
    }
    return true;
  };
}
