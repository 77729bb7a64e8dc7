import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSnapshotFile, readSnapshotHeader, writeSnapshotFile, type SnapshotHeader } from './files';
import { snapshotFile } from './names';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const header = {
  format: 2,
  chainId: 'c'.repeat(64),
  seed: 'files',
  genesisMs: 0,
  intervalMs: 500,
  journalOffset: 0,
  journalTail: '',
  historyFile: 'history.bin',
  historyCount: 0,
  historyBytes: 0,
  historyDropped: 0,
  actionTotals: {},
  globalSequence: 7,
  contracts: {},
  genesis: { demoAccounts: [], producers: [], nextBlock: 2 },
} satisfies SnapshotHeader;

describe('snapshot file', () => {
  it('reads back what it wrote in pieces: blobs across piece boundaries, one larger than a piece, the checksum over all', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'waxwing-snapfile-'));
    dirs.push(dir);
    // ~3.5 MB in all: 4 KiB blobs straddle the 1 MiB piece edges, and a 1.5 MB blob is a piece of its own.
    const tables = Array.from({ length: 500 }, (_, i) => Buffer.alloc(4_099 + (i % 7), i % 251));
    tables.splice(250, 0, Buffer.alloc(1_500_000, 9), Buffer.alloc(0));
    const accounts = Buffer.from('accounts');
    const file = await writeSnapshotFile(dir, { header, accounts, tables });
    expect(file).toBe(snapshotFile(header.journalOffset));
    expect(readSnapshotHeader(dir, file)).toEqual(header);
    const read = readSnapshotFile(dir, file);
    expect(read.header).toEqual(header);
    expect(read.accounts).toEqual(accounts);
    // Byte for byte (a deep equal of 3.5 MB compares element by element, for seconds).
    expect(read.tables.map((t) => t.length)).toEqual(tables.map((t) => t.length));
    expect(Buffer.concat(read.tables).equals(Buffer.concat(tables))).toBe(true);

    const bytes = readFileSync(join(dir, file));
    bytes.writeUInt8(bytes.readUInt8(2_000_000) ^ 1, 2_000_000);
    writeFileSync(join(dir, file), bytes);
    expect(() => readSnapshotFile(dir, file)).toThrow('checksum mismatch');
  });
});
