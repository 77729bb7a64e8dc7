import { describe, expect, it } from 'vitest';
import { LIST_PRESETS } from './presets';
import { formatSort, nextSort, parseSort } from './sortState';
import { ListError } from './types';

describe('parseSort / formatSort', () => {
  it('reads SPEC §9 preset names, keys that start with digits and hold underscores included', () => {
    expect(parseSort('24hvolume_desc')).toEqual({ key: '24hvolume', dir: 'desc' });
    expect(parseSort('pair_asc')).toEqual({ key: 'pair', dir: 'asc' });
    expect(parseSort('price_change_desc')).toEqual({ key: 'price_change', dir: 'desc' });
    expect(formatSort(parseSort('7dvolume_desc'))).toBe('7dvolume_desc');
  });

  it('refuses a name without a direction', () => {
    expect(() => parseSort('volume')).toThrow(ListError);
    expect(() => parseSort('_desc')).toThrow('must be a column and _asc or _desc');
    expect(() => parseSort('volume_up')).toThrow(ListError);
  });
});

describe('nextSort (SPEC §4)', () => {
  const markets = LIST_PRESETS.markets;

  it('toggles the active column desc → asc → desc', () => {
    const first = nextSort({ key: 'price', dir: 'desc' }, 'price');
    expect(first).toEqual({ key: 'price', dir: 'asc' });
    expect(nextSort(first, 'price')).toEqual({ key: 'price', dir: 'desc' });
  });

  it('starts a new column descending, whatever the previous direction', () => {
    expect(nextSort({ key: 'price', dir: 'asc' }, '24hvolume')).toEqual({ key: '24hvolume', dir: 'desc' });
    expect(nextSort(markets.defaultSort, 'price', markets.ascFirst)).toEqual({ key: 'price', dir: 'desc' });
  });

  it('starts pair ascending on the markets list only', () => {
    expect(nextSort(markets.defaultSort, 'pair', markets.ascFirst)).toEqual({ key: 'pair', dir: 'asc' });
    expect(nextSort({ key: 'pair', dir: 'asc' }, 'pair', markets.ascFirst)).toEqual({ key: 'pair', dir: 'desc' });
    expect(nextSort(LIST_PRESETS.pairs.defaultSort, 'pair', LIST_PRESETS.pairs.ascFirst)).toEqual({ key: 'pair', dir: 'desc' });
  });
});

describe('LIST_PRESETS (SPEC §9)', () => {
  it('holds the default sorts and page sizes the spec lists', () => {
    const named = Object.fromEntries(Object.entries(LIST_PRESETS).map(([name, preset]) => [name, [formatSort(preset.defaultSort), preset.pageSize]]));
    expect(named).toEqual({
      markets: ['24hvolume_desc', null],
      tokens: ['7dvolume_desc', 10],
      pairs: ['7dvolume_desc', 10],
      holders: ['amount_desc', 10],
      openOrders: ['time_desc', 10],
      positions: ['liquidity_desc', 10],
      wallet: ['price_desc', null],
    });
  });
});
