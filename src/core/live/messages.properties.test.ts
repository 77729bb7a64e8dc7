import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOrderbookDelta } from '../orderbook';
import { parseMarketMatch } from '../tape';
import { WAX_TLM } from '../orderbook/orders.testutil';
import { checkEach, parseKlineFor, parseOrderbookSnapshot, parseSessionTokenRequest, parseSessionTokenResponse } from './messages';
import { parseSubscription } from './protocol';

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);

/** Anything JSON can carry, plus shapes close to the real messages so the checks get past their first test. */
const nearMessage = fc.oneof(
  fc.jsonValue(),
  fc.record({
    table: fc.constantFrom('buyorder', 'sellorder', 'x'),
    present: fc.jsonValue(),
    value: fc.jsonValue(),
    seq: fc.jsonValue(),
    market_id: fc.jsonValue(),
  }),
  fc.record({ market_id: fc.jsonValue(), table: fc.constantFrom('buyorder', 'sellorder'), seq: fc.jsonValue(), rows: fc.array(fc.jsonValue()) }),
  fc.record({
    room: fc.constantFrom('klines', 'marketMatches', 'orderbooksDelta'),
    params: fc.record({ src: fc.jsonValue(), market_id: fc.jsonValue(), resolution: fc.jsonValue() }),
  }),
  fc.record({ operation: fc.constantFrom('update', 'insert'), row: fc.jsonValue(), market_id: fc.jsonValue(), resolution: fc.jsonValue() }),
);

describe('live message checks never throw', () => {
  it('on any JSON value, single or batched', () => {
    fc.assert(
      fc.property(nearMessage, (raw) => {
        expect(() => {
          parseSubscription(raw);
          parseOrderbookSnapshot(raw);
          parseKlineFor(raw, { marketId: 7, resolution: '1' });
          parseSessionTokenResponse(raw);
          parseSessionTokenRequest(raw);
          checkEach(raw, parseOrderbookDelta);
          checkEach(raw, (item) => parseMarketMatch(item, WAX_TLM));
        }).not.toThrow();
      }),
      { numRuns: RUNS },
    );
  });
});
