import { describe, expect, it } from 'vitest';
import { LIST_PRESETS } from './presets';
import { initialListView, pageCount, pageWindow, reduceListView, type ListViewState } from './viewState';

const preset = LIST_PRESETS.markets;
const onPage3: ListViewState = { ...initialListView(preset), page: 3 };

describe('reduceListView (SPEC §4: any sort, search or filter change returns to page 1)', () => {
  it('starts on the preset sort, page 1, nothing searched or filtered', () => {
    expect(initialListView(LIST_PRESETS.holders)).toEqual({ sort: { key: 'amount', dir: 'desc' }, search: '', filters: {}, page: 1 });
  });

  it('returns to page 1 on a sort click, with the sort the click gives', () => {
    const next = reduceListView(onPage3, { type: 'sort', key: 'pair' }, preset);
    expect(next).toMatchObject({ sort: { key: 'pair', dir: 'asc' }, page: 1 });
    expect(reduceListView({ ...next, page: 2 }, { type: 'sort', key: 'pair' }, preset)).toMatchObject({ sort: { key: 'pair', dir: 'desc' }, page: 1 });
  });

  it('returns to page 1 on a new search, and keeps the page when the text did not change', () => {
    const searched = reduceListView(onPage3, { type: 'search', text: 'tlm' }, preset);
    expect(searched).toMatchObject({ search: 'tlm', page: 1 });
    const again = { ...searched, page: 2 };
    expect(reduceListView(again, { type: 'search', text: 'tlm' }, preset)).toBe(again);
  });

  it('returns to page 1 when a filter is set, changed or cleared, and not when set to what it was', () => {
    const filter = { column: 'exchange', op: 'in', values: ['alcor'] } as const;
    const filtered = reduceListView(onPage3, { type: 'filter', name: 'exchange', filter }, preset);
    expect(filtered).toMatchObject({ filters: { exchange: filter }, page: 1 });
    const later = { ...filtered, page: 4 };
    expect(reduceListView(later, { type: 'filter', name: 'exchange', filter: { ...filter, values: ['alcor'] } }, preset)).toBe(later);
    expect(reduceListView(later, { type: 'filter', name: 'exchange', filter: { ...filter, values: ['taco'] } }, preset).page).toBe(1);
    const cleared = reduceListView(later, { type: 'filter', name: 'exchange', filter: null }, preset);
    expect(cleared).toMatchObject({ filters: {}, page: 1 });
    expect(reduceListView(cleared, { type: 'filter', name: 'exchange', filter: null }, preset)).toBe(cleared);
  });

  it('compares bigint bounds by value', () => {
    const filter = { column: 'amount', op: 'gt', value: 0n } as const;
    const state = { ...reduceListView(onPage3, { type: 'filter', name: 'nonzero', filter }, preset), page: 2 };
    expect(reduceListView(state, { type: 'filter', name: 'nonzero', filter: { ...filter, value: 0n } }, preset)).toBe(state);
    expect(reduceListView(state, { type: 'filter', name: 'nonzero', filter: { ...filter, value: 1n } }, preset).page).toBe(1);
  });

  it('moves between pages and takes a bad page number as page 1', () => {
    expect(reduceListView(onPage3, { type: 'page', page: 5 }, preset).page).toBe(5);
    expect(reduceListView(onPage3, { type: 'page', page: 3 }, preset)).toBe(onPage3);
    expect(reduceListView(onPage3, { type: 'page', page: 0 }, preset).page).toBe(1);
    expect(reduceListView(onPage3, { type: 'page', page: 2.5 }, preset).page).toBe(1);
  });
});

describe('paging', () => {
  it('counts pages of 10 (an empty list is one page) and gives each page its rows', () => {
    expect([0, 1, 10, 11, 100_000].map((total) => pageCount(total, 10))).toEqual([1, 1, 1, 2, 10_000]);
    expect(pageWindow(1, 10)).toEqual({ start: 0, count: 10 });
    expect(pageWindow(3, 10)).toEqual({ start: 20, count: 10 });
  });
});
