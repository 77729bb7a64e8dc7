import { describe, expect, it } from 'vitest';
import { closingSide } from './marketOrder';

describe('closing a position at market', () => {
  it('sells a LONG and buys back a SHORT', () => {
    expect([closingSide('LONG'), closingSide('SHORT')]).toEqual(['sell', 'buy']);
  });
});
