// Finds the Chromium the e2e tests drive, installing it when it can (DEVELOPERS: CHROMIUM_PATH, then
// /usr/bin/chromium, else apt-get when root on Debian, else Playwright's installer).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The flags every headless Chromium of the tests runs with: no sandbox (root in CI), no GPU, and none
 * of the background connections a machine without internet refuses.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function isDebian() {
  try {
    return /ID(_LIKE)?=.*debian/i.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

function aptInstall() {
  console.log('chromium: installing Debian chromium with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
}

function playwrightInstall() {
  console.log("chromium: installing Playwright's Chromium");
  const result = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  return result.status === 0;
}

/** Returns an executable path, or undefined to let Playwright use its own installed browser. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (isRoot() && isDebian()) {
    aptInstall();
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  if (playwrightInstall()) return undefined;
  throw new Error('No Chromium found: set CHROMIUM_PATH, install Debian chromium, or run `npx playwright install chromium`.');
}
