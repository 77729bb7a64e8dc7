import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMIT_WINDOW_MS, createIndexer, type Indexer } from './indexer';
import { poolLog, resetSynthetic, syntheticTx, TLM, transferAction, USDT, WAX } from './synthetic.testutil';

const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);
const OWNERS = ['alice', 'bob', 'carol', 'dave'];
const TOKENS = [TLM, USDT];

beforeEach(() => resetSynthetic());

/** A ledger the transfers move, read as the chain's token table. */
function ledger() {
  const balances = new Map<string, bigint>();
  const key = (contract: string, code: string, owner: string) => `${contract}:${code}:${owner}`;
  return {
    balanceOf: (contract: string, owner: string, code: string) => balances.get(key(contract, code, owner)) ?? null,
    set: (token: (typeof TOKENS)[number], owner: string, amount: bigint) => balances.set(key(token.contract, token.code, owner), amount),
  };
}

/** Every holder row and count the indexer answers. */
function holderRows(indexer: Indexer) {
  return {
    balances: OWNERS.map((owner) => indexer.holders.balancesOf(owner)),
    tops: TOKENS.map((token) => {
      const key = indexer.registry.findTokenKey(token.contract, token.code);
      return key === undefined ? null : { top: indexer.holders.top(key, 10), count: indexer.holders.count(key) };
    }),
  };
}

const step = fc.record({
  token: fc.integer({ min: 0, max: 1 }),
  from: fc.integer({ min: 0, max: 3 }),
  to: fc.integer({ min: 0, max: 3 }),
  after: fc.tuple(fc.bigInt({ min: 0n, max: 3n }), fc.bigInt({ min: 0n, max: 3n })),
});

describe('holder batches', () => {
  it('end with the same holders and holder counts as writing after every transaction', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        resetSynthetic();
        const chain = ledger();
        // Per transaction: every read writes the queue, so reading after each transfer is the old way.
        const eager = createIndexer({ balanceOf: chain.balanceOf });
        const batched = createIndexer({ balanceOf: chain.balanceOf });
        // Both tokens known before the transfers, as the world's genesis registers them.
        const listing = syntheticTx(T0, [poolLog('swap.box', 1, TLM, USDT, 30, 'alice')]);
        eager.ingest(listing);
        batched.ingest(listing);
        steps.forEach(({ token, from, to, after }, i) => {
          chain.set(TOKENS[token]!, OWNERS[from]!, after[0]);
          chain.set(TOKENS[token]!, OWNERS[to]!, after[1]);
          const tx = syntheticTx(T0 + 1000 * (i + 1), [transferAction(TOKENS[token]!, OWNERS[from]!, OWNERS[to]!, 1n)]);
          eager.ingest(tx);
          holderRows(eager);
          batched.ingest(tx);
        });
        expect(holderRows(batched)).toEqual(holderRows(eager));
        eager.close();
        batched.close();
      }),
      { numRuns: 60 },
    );
  });

  it('registers a token first seen in a transfer in that transaction, before tokens listed later', () => {
    const indexer = createIndexer({ balanceOf: (contract, owner) => (contract === TLM.contract && owner === 'bob' ? 5n : null) });
    indexer.ingest(syntheticTx(T0, [transferAction(TLM, 'alice', 'bob', 5n)]));
    indexer.ingest(syntheticTx(T0 + 1000, [poolLog('swap.box', 1, WAX, USDT, 30, 'alice')]));
    expect([TLM, WAX, USDT].map((t) => indexer.registry.findTokenKey(t.contract, t.code))).toEqual([1, 2, 3]);
    indexer.close();
  });

  it('writes queued balances to the file once the commit window ends, with no read, and a restart does not index them again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'waxwing-holders-'));
    const path = join(dir, 'index.sqlite');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const balances = new Map([['bob', 5n]]);
      const indexer = createIndexer({ path, balanceOf: (contract, owner) => (contract === TLM.contract ? (balances.get(owner) ?? null) : null) });
      indexer.ingest(syntheticTx(T0, [poolLog('swap.box', 1, TLM, WAX, 30, 'alice')]));
      indexer.ingest(syntheticTx(T0 + 1000, [transferAction(TLM, 'alice', 'bob', 5n)]));
      const other = new Database(path, { readonly: true });
      const rows = () => other.prepare('SELECT owner, amount FROM holders ORDER BY owner').all();
      expect(rows()).toEqual([]);
      // In the file once the indexer's commit window ends.
      vi.advanceTimersByTime(COMMIT_WINDOW_MS);
      // alice has no balance row on the chain, but the token is known: a zero row, as before batching.
      expect(rows()).toEqual([
        { owner: 'alice', amount: 0 },
        { owner: 'bob', amount: 5 },
      ]);
      expect(other.prepare("SELECT value FROM meta WHERE key = 'last_sequence'").get()).toEqual({ value: String(indexer.lastSequence()) });
      other.close();
      indexer.close();
      const again = createIndexer({ path, balanceOf: () => 0n });
      expect(again.lastSequence()).toBe(2);
      expect(again.holders.top(again.registry.findTokenKey(TLM.contract, TLM.code)!, 10)).toEqual([{ owner: 'bob', amount: 5n }]);
      again.close();
    } finally {
      vi.useRealTimers();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
