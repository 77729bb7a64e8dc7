/**
 * The snapshot's files in the data directory: `snapshot.bin` (header, accounts, tables; replaced
 * atomically: temp file, fsync, rename, fsync of the directory) and the history file (executed
 * transactions, append-only checksummed frames, historyFile.ts; the snapshot names the file and how
 * many bytes of it are its own, so bytes a crash left past that are ignored and overwritten).
 */
import { closeSync, existsSync, fstatSync, fsyncSync, openSync, readdirSync, readFileSync, readSync, rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { DemoAccount } from '../../genesis/genesis';
import { JOURNAL_FILE } from '../journal';

export const SNAPSHOT_FILE = 'snapshot.bin';
/** The first history file; compaction writes `history.<n>.bin`. */
export const HISTORY_FILE = 'history.bin';
const HISTORY_FILES = /^history(\.\d+)?\.bin$/;
const MAGIC = Buffer.from('WWSNAP01', 'latin1');
/** Bytes of the journal before the snapshot's offset that it keeps, to see it still is the same journal. */
export const JOURNAL_TAIL_BYTES = 64;

/** What the built-in genesis returned (restored with the state, since genesis does not run again). */
export interface GenesisFacts {
  readonly demoAccounts: readonly DemoAccount[];
  readonly producers: readonly string[];
  readonly nextBlock: number;
}

/** The snapshot's header: what it was taken from and what it covers. */
export interface SnapshotHeader {
  readonly format: 2;
  readonly chainId: string;
  readonly seed: string;
  readonly genesisMs: number;
  readonly intervalMs: number;
  /** Journal bytes the state includes; replay starts here. */
  readonly journalOffset: number;
  /** Hex of the journal's bytes just before journalOffset. */
  readonly journalTail: string;
  /** The history file the snapshot owns. */
  readonly historyFile: string;
  /** Transactions the snapshot's history covers (held in the file or evicted). */
  readonly historyCount: number;
  /** Bytes of historyFile that are the snapshot's. */
  readonly historyBytes: number;
  /** Transactions compaction left out between the file's first frame (the chain's first transaction) and the rest. */
  readonly historyDropped: number;
  /** Actions ever filed per account, so account_action_seq goes on from the same number. */
  readonly actionTotals: Readonly<Record<string, number>>;
  readonly globalSequence: number;
  /** Contract id → ABI hash of every deployed contract: another ABI means the tables may not decode. */
  readonly contracts: Readonly<Record<string, string>>;
  readonly genesis: GenesisFacts;
}

/** A snapshot file's parts. */
export interface SnapshotParts {
  readonly header: SnapshotHeader;
  readonly accounts: Buffer;
  readonly tables: readonly Buffer[];
}

const u32 = (value: number): Buffer => {
  const b = Buffer.allocUnsafe(4);
  b.writeUInt32LE(value);
  return b;
};

/** Writes snapshot.bin atomically and durably. */
export async function writeSnapshotFile(dir: string, parts: SnapshotParts): Promise<void> {
  const header = Buffer.from(JSON.stringify(parts.header));
  const chunks = [MAGIC, u32(header.length), header, u32(parts.accounts.length), parts.accounts, u32(parts.tables.length)];
  for (const table of parts.tables) chunks.push(u32(table.length), table);
  let crc = 0;
  for (const chunk of chunks) crc = crc32(chunk, crc);
  chunks.push(u32(crc));
  const tmp = join(dir, `${SNAPSHOT_FILE}.tmp`);
  const handle = await open(tmp, 'w');
  try {
    // One buffer: the full world has a table blob per holder scope, far beyond a writev's vector limit.
    await handle.writeFile(Buffer.concat(chunks));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, join(dir, SNAPSHOT_FILE));
  syncDirectory(dir);
}

/** fsync of the directory, so the rename itself survives a power cut. */
function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Reads and checks snapshot.bin; undefined when there is none; throws with the reason when it is damaged. */
export function readSnapshotFile(dir: string): SnapshotParts | undefined {
  const path = join(dir, SNAPSHOT_FILE);
  if (!existsSync(path)) return undefined;
  const data = readFileSync(path);
  if (data.length < MAGIC.length + 8 || !data.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not a snapshot file');
  const body = data.length - 4;
  if (crc32(data.subarray(0, body)) !== data.readUInt32LE(body)) throw new Error('checksum mismatch');
  let at = MAGIC.length;
  const take = (): Buffer => {
    const length = data.readUInt32LE(at);
    if (at + 4 + length > body) throw new Error('truncated');
    const part = data.subarray(at + 4, at + 4 + length);
    at += 4 + length;
    return part;
  };
  const header = JSON.parse(take().toString('utf8')) as SnapshotHeader;
  const accounts = take();
  const count = data.readUInt32LE(at);
  at += 4;
  const tables = Array.from({ length: count }, take);
  if (at !== body) throw new Error('trailing bytes');
  return { header, accounts, tables };
}

/** Deletes the snapshot files (a new genesis starts without them). */
export function removeSnapshotFiles(dir: string): void {
  for (const file of [SNAPSHOT_FILE, `${SNAPSHOT_FILE}.tmp`]) rmSync(join(dir, file), { force: true });
  removeHistoryFiles(dir, undefined);
}

/** Deletes the history files but `keep` (what a compaction left behind). */
export function removeHistoryFiles(dir: string, keep: string | undefined): void {
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir)) if (HISTORY_FILES.test(file) && file !== keep) rmSync(join(dir, file), { force: true });
}

/** Hex of the journal's bytes in [offset − JOURNAL_TAIL_BYTES, offset), or undefined when the journal is shorter. */
export function journalTail(dir: string, offset: number): string | undefined {
  const path = join(dir, JOURNAL_FILE);
  if (!existsSync(path)) return offset === 0 ? '' : undefined;
  const fd = openSync(path, 'r');
  try {
    if (fstatSync(fd).size < offset) return undefined;
    const start = Math.max(0, offset - JOURNAL_TAIL_BYTES);
    const bytes = Buffer.alloc(offset - start);
    readSync(fd, bytes, 0, bytes.length, start);
    return bytes.toString('hex');
  } finally {
    closeSync(fd);
  }
}
