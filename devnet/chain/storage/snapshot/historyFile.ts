/**
 * The history file's frames: `[u32 crc][chunk]`, the chunk starting with its own u32 length and
 * record count (historyCodec). Each frame carries its checksum, so a restart walks the frame heads
 * (12 bytes each) and reads and checks only the frames of the retained tail, never the whole file.
 * Frame 0 holds the chain's first transaction alone; compaction copies it and the tail to a new
 * file, and the snapshot names the file it owns.
 */
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import type { TransactionRecord } from '../../node/history';
import { decodeHistory } from './historyCodec';

/** Where a frame starts and how many records it holds. */
export interface HistoryFrame {
  readonly offset: number;
  readonly records: number;
}

const FRAME_HEAD = 12;
/** Bytes copied per step of a compaction (the event loop runs between steps). */
const COPY_STEP = 4 << 20;

/** A chunk framed with its checksum. */
export function frameChunk(chunk: Buffer): Buffer {
  const crc = Buffer.allocUnsafe(4);
  crc.writeUInt32LE(crc32(chunk));
  return Buffer.concat([crc, chunk]);
}

/** The frames in the first `bytes` of `file`, from their heads only. */
export function indexHistoryFile(dir: string, file: string, bytes: number): HistoryFrame[] {
  const frames: HistoryFrame[] = [];
  if (bytes === 0) return frames;
  const path = join(dir, file);
  if (!existsSync(path)) throw new Error(`${file} is missing`);
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(FRAME_HEAD);
    for (let offset = 0; offset < bytes;) {
      if (readSync(fd, head, 0, FRAME_HEAD, offset) !== FRAME_HEAD) throw new Error(`${file} holds fewer than ${bytes} bytes`);
      frames.push({ offset, records: head.readUInt32LE(8) });
      offset += 8 + head.readUInt32LE(4);
      if (offset > bytes) throw new Error(`${file} checksum mismatch (a frame runs past its end)`);
    }
  } finally {
    closeSync(fd);
  }
  return frames;
}

/** Reads, checks and decodes the frames in [from, to) of `file`; also returns the bytes read. */
export function readFrames(dir: string, file: string, from: number, to: number, each: (record: TransactionRecord) => void): number {
  const data = Buffer.allocUnsafe(to - from);
  const fd = openSync(join(dir, file), 'r');
  try {
    for (let done = 0; done < data.length;) {
      const read = readSync(fd, data, done, data.length - done, from + done);
      if (read === 0) throw new Error(`${file} holds fewer than ${to} bytes`);
      done += read;
    }
  } finally {
    closeSync(fd);
  }
  for (let at = 0; at < data.length;) {
    const end = at + 8 + data.readUInt32LE(at + 4);
    const chunk = data.subarray(at + 4, end);
    if (end > data.length || crc32(chunk) !== data.readUInt32LE(at)) throw new Error(`${file} checksum mismatch`);
    decodeHistory(chunk, chunk.length, each);
    at = end;
  }
  return data.length;
}

/** Writes frame 0 and the frames from `from` (≥ 1) on of `source` into `target`, durably; returns the new file's length. */
export async function compactHistoryFile(
  dir: string,
  source: string,
  frames: readonly HistoryFrame[],
  from: number,
  bytes: number,
  target: string,
): Promise<number> {
  const input = await open(join(dir, source), 'r');
  const output = await open(join(dir, target), 'w');
  try {
    let written = 0;
    const copy = async (start: number, end: number): Promise<void> => {
      for (let at = start; at < end;) {
        const piece = Buffer.allocUnsafe(Math.min(COPY_STEP, end - at));
        const { bytesRead } = await input.read(piece, 0, piece.length, at);
        if (bytesRead === 0) throw new Error(`${source} holds fewer than ${end} bytes`);
        for (let done = 0; done < bytesRead;) done += (await output.write(piece, done, bytesRead - done, written + done)).bytesWritten;
        written += bytesRead;
        at += bytesRead;
        await yieldToLoop();
      }
    };
    await copy(0, frames[1]!.offset);
    await copy(frames[from]!.offset, bytes);
    await output.sync();
    return written;
  } finally {
    await input.close();
    await output.close();
  }
}
