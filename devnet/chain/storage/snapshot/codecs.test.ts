import { describe, expect, it } from 'vitest';
import type { ActionTrace } from '../../exec/trace';
import { ChainEngine } from '../../node/engine';
import type { TransactionRecord } from '../../node/history';
import { ByteReader, ByteWriter } from './bytes';
import { decodeHistory, encodeHistoryChunk } from './historyCodec';
import { LEDGER, ledgerEngine } from './snapshot.testutil';
import { decodeTable, encodeTable } from './stateCodec';

/** A trace as its readers see it: the receipt through its interface (the digest included), without the executor's decoding cache. */
const plainTrace = (t: ActionTrace) => ({
  ...t,
  decoded: undefined,
  receipt: t.receipt && {
    receiver: t.receipt.receiver,
    actDigest: t.receipt.actDigest,
    globalSequence: t.receipt.globalSequence,
    recvSequence: t.receipt.recvSequence,
    authSequence: t.receipt.authSequence,
    codeSequence: t.receipt.codeSequence,
    abiSequence: t.receipt.abiSequence,
  },
});
const plainRecord = (r: TransactionRecord) => ({ ...r, traces: r.traces.map(plainTrace) });

describe('snapshot byte codec', () => {
  it('round-trips varints above 2^32, signed values, 64-bit keys and strings', () => {
    const w = new ByteWriter(4);
    const numbers = [0, 127, 128, 2 ** 32 + 5, Number.MAX_SAFE_INTEGER];
    for (const n of numbers) w.varuint(n);
    for (const n of [-1, 1, -(2 ** 40), 2 ** 40]) w.varint(n);
    w.u64(2n ** 64n - 1n);
    w.str('Ünïcode ✓');
    const r = new ByteReader(w.view());
    expect(numbers.map(() => r.varuint())).toEqual(numbers);
    expect([r.varint(), r.varint(), r.varint(), r.varint()]).toEqual([-1, 1, -(2 ** 40), 2 ** 40]);
    expect(r.u64()).toBe(2n ** 64n - 1n);
    expect(r.str()).toBe('Ünïcode ✓');
    expect(r.done).toBe(true);
    expect(() => r.u8()).toThrow(RangeError);
  });
});

describe('history codec', () => {
  it('gives back every transaction with its traces, receipts, inline actions, console and RAM deltas', async () => {
    const engine = await ledgerEngine();
    const records = [...engine.history.since()];
    // The forward (an inline transfer, notifications) and the notified deposit (console, RAM) are in there.
    expect(records.some((r) => r.traces.some((t) => t.creatorActionOrdinal > 0 && t.act.account === 'eosio.token'))).toBe(true);
    expect(records.some((r) => r.traces.some((t) => t.console.startsWith('deposit of') && t.ramDeltas.length > 0))).toBe(true);
    const chunks = [encodeHistoryChunk(records.slice(0, 5)), encodeHistoryChunk(records.slice(5))];
    const file = Buffer.concat(chunks);
    const decoded: TransactionRecord[] = [];
    expect(decodeHistory(file, file.length, (r) => decoded.push(r))).toBe(records.length);
    expect(decoded.map(plainRecord)).toEqual(records.map(plainRecord));
    // Action data is copied out: the history kept in memory does not pin the file it was read from.
    expect(decoded.flatMap((r) => r.actions).some((a) => a.data.buffer === file.buffer)).toBe(false);
    // An inline action keeps being one object across the traces that deliver it, as executed.
    const forward = decoded.find((r) => r.traces.some((t) => t.act.name === 'forward'))!;
    const inline = forward.traces.filter((t) => t.creatorActionOrdinal > 0 && t.act.name === 'transfer');
    expect(inline.length).toBeGreaterThan(1);
    expect(new Set(inline.map((t) => t.act)).size).toBe(1);
  });

  it('writes transactions the devnet issued as the bytes their hex stands for, and sent ones as before', async () => {
    const engine = await ledgerEngine();
    const records = [...engine.history.since()];
    expect(records.some((r) => r.fiat)).toBe(true);
    // The same records with packed_trx as a plain string: the hex path the encoder takes for what users send.
    const asSent = records.map((r) => ({ ...r, packed: { ...r.packed, packed_trx: r.packed.packed_trx } }));
    expect(encodeHistoryChunk(records).equals(encodeHistoryChunk(asSent))).toBe(true);
    // Upper-case hex is kept as text, not as bytes that would come back lower-case.
    const upper = asSent.map((r) => ({ ...r, packed: { ...r.packed, packed_trx: r.packed.packed_trx.toUpperCase() } }));
    const file = encodeHistoryChunk(upper);
    const decoded: TransactionRecord[] = [];
    decodeHistory(file, file.length, (r) => decoded.push(r));
    expect(decoded.map((r) => r.packed.packed_trx)).toEqual(upper.map((r) => r.packed.packed_trx));
  });

  it('refuses a chunk cut short', async () => {
    const engine = await ledgerEngine();
    const chunk = encodeHistoryChunk([...engine.history.since()]);
    expect(() => decodeHistory(chunk, chunk.length - 10, () => undefined)).toThrow(RangeError);
  });
});

describe('table codec', () => {
  it('restores every table with the same rows, payers, sizes and index order', async () => {
    const engine = await ledgerEngine();
    const copy = new ChainEngine(engine.chainId, engine.blocks.genesisMs, engine.blocks.intervalMs, engine.now);
    for (const account of engine.state.accounts.all()) {
      const contract = account.contract === null ? undefined : engine.state.contracts.get(account.contract);
      if (contract) copy.state.contracts.register(contract.def);
    }
    const tables = [...engine.state.db.allTables()];
    expect(tables.some((t) => t.code === LEDGER && t.indexKinds.length === 4 && t.rows.size === 40)).toBe(true);
    for (const data of tables) {
      const t = decodeTable(encodeTable(engine.state, data), copy.state.contracts);
      copy.state.db.restoreTable(t.code, t.table, t.scope, t.kinds, t.rows);
    }
    const view = (e: ChainEngine) =>
      [...e.state.db.allTables()].map((t) => ({
        code: t.code,
        table: t.table,
        scope: t.scope,
        kinds: t.indexKinds,
        keys: t.keys,
        rows: [...t.rows].sort(([a], [b]) => (a < b ? -1 : 1)),
        indexes: t.indexes,
      }));
    expect(view(copy)).toEqual(view(engine));
    const row = copy.state.db
      .find(LEDGER, 'ledger', tables.find((t) => t.code === LEDGER)!.scope)!
      .rows.values()
      .next().value!;
    expect(Object.isFrozen(row.value) && Object.isFrozen(row.value.amount)).toBe(true);
  });

  it('keeps values no ABI declares by structured clone', async () => {
    const engine = await ledgerEngine();
    engine.state.db.put('nocontract11', 'notes', 5n, ['i64'], 3n, {
      value: { id: 3n, text: 'free form', nested: { big: 2n ** 70n } },
      payer: 'alice',
      size: 40,
      secondary: [9n],
    });
    const data = engine.state.db.find('nocontract11', 'notes', 5n)!;
    const t = decodeTable(encodeTable(engine.state, data), engine.state.contracts);
    expect(t.rows).toEqual([[3n, { value: { id: 3n, text: 'free form', nested: { big: 2n ** 70n } }, payer: 'alice', size: 40, secondary: [9n] }]]);
  });
});
