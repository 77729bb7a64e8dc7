/**
 * The snapshot's files in the data directory: `snapshot.bin` (header, accounts, tables; replaced
 * atomically: temp file, fsync, rename, fsync of the directory) and the history file (executed
 * transactions, append-only checksummed frames, historyFile.ts; the snapshot names the file and how
 * many bytes of it are its own, so bytes a crash left past that are ignored and overwritten).
 */
import { closeSync, existsSync, fstatSync, openSync, readdirSync, readFileSync, readSync, rmSync } from 'node:fs';
import { open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
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

/** Bytes per write of snapshot.bin: each is copied, checksummed and written with the event loop free between them. */
const PIECE_BYTES = 1 << 20;

/**
 * snapshot.bin's bytes in pieces: the full world's 100,000 table blobs are 13 MB, and copying,
 * checksumming and concatenating them in one go held the event loop for a tenth of a second.
 */
class PieceWriter {
  private piece = Buffer.allocUnsafe(PIECE_BYTES);
  private used = 0;
  private position = 0;
  private crc = 0;
  /** Pieces filled and not written yet. */
  private readonly ready: Buffer[] = [];

  constructor(private readonly handle: FileHandle) {}

  /** True when a piece is full: drain() before adding much more. */
  get full(): boolean {
    return this.ready.length > 0;
  }

  u32(value: number): void {
    if (this.used + 4 > PIECE_BYTES) this.close();
    this.piece.writeUInt32LE(value, this.used);
    this.used += 4;
  }

  /** Copies `bytes` in (a blob of a piece's size or more goes as a piece of its own, uncopied). */
  bytes(bytes: Buffer): void {
    if (bytes.length >= PIECE_BYTES) {
      this.close();
      this.ready.push(bytes);
    } else {
      if (this.used + bytes.length > PIECE_BYTES) this.close();
      bytes.copy(this.piece, this.used);
      this.used += bytes.length;
    }
  }

  private close(): void {
    if (this.used === 0) return;
    this.ready.push(this.piece.subarray(0, this.used));
    this.piece = Buffer.allocUnsafe(PIECE_BYTES);
    this.used = 0;
  }

  /** Checksums and writes the full pieces, letting the event loop run after each. */
  async drain(): Promise<void> {
    for (let bytes = this.ready.shift(); bytes !== undefined; bytes = this.ready.shift()) {
      this.crc = crc32(bytes, this.crc);
      await this.write(bytes);
      await yieldToLoop();
    }
  }

  /** Writes the rest and the checksum of everything before it. */
  async end(): Promise<void> {
    this.close();
    await this.drain();
    const crc = Buffer.allocUnsafe(4);
    crc.writeUInt32LE(this.crc);
    await this.write(crc);
  }

  private async write(bytes: Buffer): Promise<void> {
    for (let done = 0; done < bytes.length;) done += (await this.handle.write(bytes, done, bytes.length - done, this.position + done)).bytesWritten;
    this.position += bytes.length;
  }
}

/** Writes snapshot.bin atomically and durably, a piece at a time (the parts must not change meanwhile). */
export async function writeSnapshotFile(dir: string, parts: SnapshotParts): Promise<void> {
  const header = Buffer.from(JSON.stringify(parts.header));
  const tmp = join(dir, `${SNAPSHOT_FILE}.tmp`);
  const handle = await open(tmp, 'w');
  try {
    const out = new PieceWriter(handle);
    out.bytes(MAGIC);
    out.u32(header.length);
    out.bytes(header);
    out.u32(parts.accounts.length);
    out.bytes(parts.accounts);
    out.u32(parts.tables.length);
    for (const table of parts.tables) {
      out.u32(table.length);
      out.bytes(table);
      if (out.full) await out.drain();
    }
    await out.end();
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, join(dir, SNAPSHOT_FILE));
  await syncDirectory(dir);
}

/** fsync of the directory, so the rename itself survives a power cut (in the thread pool: it waits for the disk). */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
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

/** Deletes the history files but `keep` (what a compaction left behind), in the thread pool: a history file is tens of MB. */
export async function dropHistoryFiles(dir: string, keep: string): Promise<void> {
  for (const file of await readdir(dir)) if (HISTORY_FILES.test(file) && file !== keep) await rm(join(dir, file), { force: true });
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
