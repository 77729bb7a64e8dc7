import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { mergeHistory } from './merge';
import { TAPE_SIZE } from './tape';
import type { TapeEntry } from './types';

const trade = (timestamp: number, side: 'buy' | 'sell' = 'buy', trx = 'a'): TapeEntry => ({
  side,
  trxId: trx.repeat(64),
  unitPrice: 20_000_000n,
  price: 0.2,
  amount: makeAmount(100_000n, 4),
  total: makeAmount(2_000_000n, 8),
  timestamp,
});
const times = (shown: ReturnType<typeof mergeHistory>) => shown.map((item) => item.entry.timestamp);

describe('mergeHistory', () => {
  it('puts history after the live trades and drops the trades both delivered', () => {
    // The fetch ran after the subscription: the trade at 200 is in both, the ones at 100 only in history.
    const shown = mergeHistory([trade(300), trade(200)], [trade(200), trade(100), trade(100, 'sell')]);
    expect(times(shown)).toEqual([300, 200, 100, 100]);
    expect(shown.map((item) => item.historyIndex)).toEqual([-1, -1, 1, 2]);
  });

  it('keeps two real trades that look alike when only one of them was live', () => {
    expect(mergeHistory([trade(200)], [trade(200), trade(200)]).map((item) => item.historyIndex)).toEqual([-1, 1]);
  });

  it('tells trades of different transactions apart', () => {
    expect(times(mergeHistory([trade(200, 'buy', 'a')], [trade(200, 'buy', 'b')]))).toEqual([200, 200]);
  });

  it('never shows more than the latest 100', () => {
    const live = Array.from({ length: 150 }, (_, i) => trade(1000 - i));
    const shown = mergeHistory(live, [trade(0)]);
    expect(shown).toHaveLength(TAPE_SIZE);
    expect(shown.at(-1)?.entry.timestamp).toBe(901);
  });

  it('shows every live trade, and each history trade unless a live twin hides it (property)', () => {
    const entries = fc.array(fc.record({ t: fc.integer({ min: 0, max: 5 }), s: fc.constantFrom<'buy' | 'sell'>('buy', 'sell') }), { maxLength: 30 });
    fc.assert(
      fc.property(entries, entries, (liveSpec, historySpec) => {
        const live = liveSpec.map(({ t, s }) => trade(t, s));
        const history = historySpec.map(({ t, s }) => trade(t, s));
        const shown = mergeHistory(live, history);
        expect(shown.slice(0, live.length).map((item) => item.entry)).toEqual(live);
        // Per identity: shown history = max(0, history count − live count).
        const count = (list: readonly TapeEntry[], key: string) => list.filter((entry) => `${entry.side}${entry.timestamp}` === key).length;
        for (const key of new Set(history.map((entry) => `${entry.side}${entry.timestamp}`))) {
          const shownHistory = shown.filter((item) => item.historyIndex >= 0).map((item) => item.entry);
          expect(count(shownHistory, key)).toBe(Math.max(0, count(history, key) - count(live, key)));
        }
      }),
    );
  });
});
