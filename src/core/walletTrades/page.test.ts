import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { mergeTradePages } from './page';
import { readTradeRow, type TradeRow } from './row';
import { rawTrade } from './trades.testutil';

const trade = (seq: number): TradeRow => readTradeRow(rawTrade({ global_sequence: seq }));

/** A query over `rows` (newest first) as the service answers it: `limit` rows below `before`. */
function answer(rows: readonly TradeRow[], limit: number, before: number | null): TradeRow[] {
  return rows.filter((row) => before === null || row.seq < before).slice(0, limit);
}

describe('mergeTradePages', () => {
  it('keeps the newest `limit` rows of all answers and cuts the next page after the last', () => {
    const page = mergeTradePages(
      [
        [trade(9), trade(5), trade(2)],
        [trade(8), trade(7), trade(1)],
      ],
      3,
    );
    expect(page.rows.map((row) => row.seq)).toEqual([9, 8, 7]);
    expect(page.before).toBe(7);
  });

  it('ends when every answer was short and nothing was cut', () => {
    expect(mergeTradePages([[trade(3)], [trade(2)]], 20)).toEqual({ rows: [trade(3), trade(2)], before: null });
    expect(mergeTradePages([[], []], 20)).toEqual({ rows: [], before: null });
  });

  it('paging two streams yields every row once, newest first, whatever the page sizes', () => {
    const streams = fc.array(fc.integer({ min: -500, max: 500 }), { maxLength: 60 }).chain((seqs) => {
      const unique = [...new Set(seqs)].sort((a, b) => b - a);
      return fc.tuple(fc.constant(unique), fc.array(fc.boolean(), { minLength: unique.length, maxLength: unique.length }));
    });
    fc.assert(
      fc.property(streams, fc.integer({ min: 1, max: 7 }), ([seqs, sides], limit) => {
        const rows = seqs.map(trade);
        const pools = rows.filter((_, i) => sides[i]);
        const poolsV3 = rows.filter((_, i) => !sides[i]);
        const got: number[] = [];
        let before: number | null = null;
        for (let guard = 0; guard < 200; guard++) {
          const page = mergeTradePages([answer(pools, limit, before), answer(poolsV3, limit, before)], limit);
          got.push(...page.rows.map((row) => row.seq));
          if (page.before === null) break;
          before = page.before;
        }
        expect(got).toEqual(seqs);
      }),
      fuzzParams(0x7ade01, 500),
    );
  });
});
