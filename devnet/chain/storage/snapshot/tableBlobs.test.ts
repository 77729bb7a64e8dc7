import { describe, expect, it } from 'vitest';
import type { ChainEngine } from '../../node/engine';
import { ledgerEngine } from './snapshot.testutil';
import { decodeTable } from './stateCodec';
import { TableBlobs } from './tableBlobs';

const note = (id: bigint) => ({ value: { id, text: `note ${id}` }, payer: 'alice', size: 40, secondary: [id] });
const tableKey = (t: { code: string; table: string; scope: bigint }) => `${t.code}:${t.table}:${t.scope}`;
/** Each blob decoded, by table. */
const decoded = (engine: ChainEngine, blobs: readonly Buffer[]) =>
  new Map(blobs.map((blob) => decodeTable(blob, engine.state.contracts)).map((t) => [tableKey(t), t.rows.map(([pk]) => pk)]));
/** What the database holds now, in the same shape. */
const current = (engine: ChainEngine) => new Map([...engine.state.db.allTables()].map((t) => [tableKey(t), [...t.keys]]));

describe('snapshot table blobs', () => {
  it('reuses the bytes of unchanged tables and encodes a changed one as it was when captured', async () => {
    const engine = await ledgerEngine();
    const cache = new TableBlobs();
    const first = await cache.capture(engine.state).encode();
    expect(decoded(engine, first)).toEqual(current(engine));

    const unchanged = cache.capture(engine.state);
    expect(unchanged.changed).toBe(0);
    const again = await unchanged.encode();
    again.forEach((blob, i) => expect(blob).toBe(first[i]));

    engine.state.db.put('nocontract11', 'notes', 5n, ['i64'], 3n, note(3n));
    const captured = cache.capture(engine.state);
    // Written after the capture and before the encoding: not in this snapshot, in the next.
    engine.state.db.put('nocontract11', 'notes', 5n, ['i64'], 4n, note(4n));
    const second = await captured.encode();
    expect(captured.changed).toBe(1);
    expect(decoded(engine, second).get('nocontract11:notes:5')).toEqual([3n]);
    second.slice(0, first.length).forEach((blob, i) => expect(blob).toBe(first[i]));

    const next = cache.capture(engine.state);
    expect(next.changed).toBe(1);
    expect(decoded(engine, await next.encode())).toEqual(current(engine));
  });

  it('takes in a table created between captures ahead of tables it already holds', async () => {
    const engine = await ledgerEngine();
    const cache = new TableBlobs();
    const before = new Map((await cache.capture(engine.state).encode()).map((blob) => [tableKey(decodeTable(blob, engine.state.contracts)), blob]));
    // A new scope of the first table: the database lists it before every later table.
    const head = engine.state.db.allTables().next().value!;
    engine.state.db.put(head.code, head.table, 987654321n, head.indexKinds, 1n, { ...note(1n), secondary: head.indexKinds.map(() => 1n) });
    const captured = cache.capture(engine.state);
    const blobs = await captured.encode();
    expect(captured.changed).toBe(1);
    expect(decoded(engine, blobs)).toEqual(current(engine));
    const reused = blobs.filter((blob) => before.get(tableKey(decodeTable(blob, engine.state.contracts))) === blob);
    expect(reused).toHaveLength(before.size);
  });

  it('starts from the blobs a snapshot was restored from', async () => {
    const engine = await ledgerEngine();
    const restored = new Map(
      [...engine.state.db.allTables()].map((data) => [data, { revision: data.revision, blob: Buffer.from(`blob of ${tableKey(data)}`) }]),
    );
    const captured = new TableBlobs(restored).capture(engine.state);
    expect(captured.changed).toBe(0);
    expect(await captured.encode()).toEqual([...restored.values()].map((cached) => cached.blob));
  });
});
