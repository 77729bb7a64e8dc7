/**
 * The chain's clock: the wall clock plus an offset that only moves forward (the devnet's clock knob,
 * `/devnet/admin/clock`), so tests can reach a refund's or a vote claim's time without waiting days.
 * Block numbers follow time, so a move makes the head jump ahead; the offset is kept in `clock.json`
 * (written durably before it takes effect) so a restart does not put the chain back in time.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const CLOCK_FILE = 'clock.json';
/** The most one move may add: far beyond any refund or claim delay, short of nonsense. */
export const MAX_CLOCK_STEP_MS = 400 * 86_400_000;

/** Where the chain's time comes from. */
export interface ChainClock {
  /** Chain time, epoch ms. */
  now(): number;
  /** How far ahead of the wall clock the chain runs, ms. */
  offsetMs(): number;
  /** Moves chain time forward by `ms` (whole, 1 … MAX_CLOCK_STEP_MS); throws RangeError otherwise. */
  advance(ms: number): void;
}

/** The offset a data directory's clock file holds (0 when none). */
export function readClockOffset(dir: string): number {
  const path = join(dir, CLOCK_FILE);
  if (!existsSync(path)) return 0;
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { offsetMs?: unknown };
  const offset = parsed.offsetMs;
  if (typeof offset !== 'number' || !Number.isSafeInteger(offset) || offset < 0) throw new Error(`${path} holds no valid offsetMs`);
  return offset;
}

function writeClockOffset(dir: string, offsetMs: number): void {
  const tmp = join(dir, `${CLOCK_FILE}.tmp`);
  const fd = openSync(tmp, 'w');
  writeSync(fd, JSON.stringify({ offsetMs }));
  fsyncSync(fd);
  closeSync(fd);
  renameSync(tmp, join(dir, CLOCK_FILE));
}

/** Deletes the clock file: a new genesis starts on the wall clock. */
export function removeClockFile(dir: string): void {
  for (const file of [CLOCK_FILE, `${CLOCK_FILE}.tmp`]) rmSync(join(dir, file), { force: true });
}

/** The clock of the chain kept in `dir`, over `wall` (Date.now, or a test's clock). */
export function openChainClock(dir: string, wall: () => number): ChainClock {
  let offset = readClockOffset(dir);
  return {
    now: () => wall() + offset,
    offsetMs: () => offset,
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms < 1 || ms > MAX_CLOCK_STEP_MS)
        throw new RangeError(`the clock moves forward by 1 to ${MAX_CLOCK_STEP_MS} ms at a time, not ${String(ms)}`);
      // Durable first: a crash right after must not restart the chain before blocks it already made.
      writeClockOffset(dir, offset + ms);
      offset += ms;
    },
  };
}
