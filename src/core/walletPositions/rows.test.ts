import { describe, expect, it } from 'vitest';
import { readPositionRecord, readTickRow } from './rows';

// As the devnet's get_mapped_rows and get_indexed_rows answer them.
const POSITION = {
  id: 1,
  owner: 'alcorlpmaker',
  tickLower: -122280,
  tickUpper: -121860,
  liquidity: '0xd1add937620000000000000000000000',
  feeGrowthInsideALastX64: '0x00000000000000000000000000000000',
  feeGrowthInsideBLastX64: '5',
  feesA: 0,
  feesB: '12',
  scope: '0',
};
const TICK = {
  id: 443580,
  liquidityGross: '0x13618f0a010000000000000000000000',
  liquidityNet: '0xed9e70f5feffffffffffffffffffffff',
  feeGrowthOutsideAX64: '0x00000000000000000000000000000000',
  feeGrowthOutsideBX64: '7',
  initialized: true,
};

describe('swap.alcor rows', () => {
  it('reads a position with its pool, liquidity from little-endian hex', () => {
    const record = readPositionRecord(POSITION);
    expect(record.poolId).toBe(0);
    expect(record.row).toEqual({ id: '1', owner: 'alcorlpmaker', tickLower: -122280, tickUpper: -121860, liquidity: 0x6237d9add1n });
    expect(record.state).toMatchObject({ feeGrowthInsideBLastX64: 5n, feesA: 0n, feesB: 12n });
  });

  it('reads a tick, liquidityNet as a signed int128', () => {
    const tick = readTickRow(TICK);
    expect(tick.liquidityGross).toBe(0x010a8f6113n);
    expect(tick.liquidityNet).toBe(-0x010a8f6113n);
    expect(tick.feeGrowthOutsideBX64).toBe(7n);
  });

  it('refuses a malformed row, naming the field', () => {
    expect(() => readPositionRecord({ ...POSITION, scope: 'x' })).toThrow('position.scope');
    expect(() => readPositionRecord({ ...POSITION, tickUpper: -122280 })).toThrow('not a range');
    expect(() => readPositionRecord({ ...POSITION, owner: 'Bad' })).toThrow('position.owner');
    expect(() => readTickRow({ ...TICK, liquidityGross: -1 })).toThrow('tick.liquidityGross');
  });
});
