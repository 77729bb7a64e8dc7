/**
 * The snapshot's files in the data directory (names.ts): `snapshot.<journal offset>.bin` (header,
 * accounts, tables; written atomically: temp file, fsync, rename, fsync of the directory; the newest
 * few are kept, prune.ts) and the history file (executed transactions, append-only checksummed frames,
 * historyFile.ts; a snapshot names the file and how many bytes of it are its own, so bytes a crash
 * left past that are ignored and overwritten).
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { open, rename, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import type { DemoAccount } from '../../genesis/genesis';
import { syncDirectory } from '../segments';
import { snapshotFile } from './names';

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
  /** Hex of the journal's bytes just before journalOffset, in the segment holding them (segments.journalTail). */
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

/** Writes the snapshot file atomically and durably, a piece at a time (the parts must not change meanwhile); returns its name. */
export async function writeSnapshotFile(dir: string, parts: SnapshotParts): Promise<string> {
  const header = Buffer.from(JSON.stringify(parts.header));
  const file = snapshotFile(parts.header.journalOffset);
  const tmp = join(dir, `${file}.tmp`);
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
  await rename(tmp, join(dir, file));
  await syncDirectory(dir);
  return file;
}

/** Reads and checks a snapshot file; throws with the reason when it is missing or damaged. */
export function readSnapshotFile(dir: string, file: string): SnapshotParts {
  const data = readFileSync(join(dir, file));
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

/** The header alone (a few KB at the file's start), without checking the rest; throws when unreadable. */
export function readSnapshotHeader(dir: string, file: string): SnapshotHeader {
  const fd = openSync(join(dir, file), 'r');
  try {
    const head = Buffer.alloc(MAGIC.length + 4);
    if (readSync(fd, head, 0, head.length, 0) !== head.length || !head.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not a snapshot file');
    const json = Buffer.alloc(head.readUInt32LE(MAGIC.length));
    if (readSync(fd, json, 0, json.length, head.length) !== json.length) throw new Error('truncated');
    return JSON.parse(json.toString('utf8')) as SnapshotHeader;
  } finally {
    closeSync(fd);
  }
}
