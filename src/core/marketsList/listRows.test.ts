import { describe, expect, it } from 'vitest';
import type { ListedPair } from '../analytics/pairs';
import { ListStore, LIST_PRESETS, type ListViewRequest } from '../lists';
import { FAVOURITES_PRESET, MARKETS_LIST, MARKETS_LIST_ID, marketsColumns, pairPath, type MarketsRow } from './listRows';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const USDT = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };
const SCAM = { ticker: 'TLM', contract: 'alien.worldz', precision: 4 };

const pair = (srcId: string, token0: typeof WAX, token1: typeof WAX, price: number, volume24h: number | null, extra: Partial<ListedPair> = {}): ListedPair => {
  const [src, pairId] = srcId.split('_') as [ListedPair['src'], string];
  return {
    srcId,
    src,
    srcType: src === 'alcormarket' ? 'markets' : src === 'alcorv2' ? 'poolsv3' : 'pools',
    pairId,
    token0,
    token1,
    price,
    price24hAgo: price,
    change24h: 0.1,
    volume24h,
    volume7d: volume24h === null ? null : volume24h * 7,
    volume30d: null,
    tvl: null,
    fee: 30,
    reserve0: null,
    reserve1: null,
    waxPrice0: null,
    waxPrice1: null,
    ...extra,
  };
};

const PAIRS = [
  pair('alcormarket_0', WAX, TLM, 0.2, 500),
  pair('defibox_1', WAX, TLM, 0.21, 900),
  pair('alcorv2_2', TLM, WAX, 5, 100),
  pair('defibox_3', USDT, TLM, 0.01, null),
  pair('defibox_4', WAX, SCAM, 0.3, 10_000),
];

function store(ranks: ReadonlyMap<string, number> = new Map()) {
  const lists = new ListStore();
  lists.setBannedContracts(['alien.worldz']);
  lists.load(MARKETS_LIST_ID, MARKETS_LIST, marketsColumns(PAIRS, ranks));
  return (request: Partial<ListViewRequest>) =>
    lists.view({ listId: MARKETS_LIST_ID, sort: LIST_PRESETS.markets.defaultSort, window: { start: 0, count: 50 }, ...request })
      .rows as unknown as MarketsRow[];
}

describe('the markets list', () => {
  it('shows each pair priced in WAX where it has WAX, most 24 h volume first, banned contracts last', () => {
    const rows = store()({});
    expect(rows.map((row) => row.srcId)).toEqual(['defibox_1', 'alcormarket_0', 'alcorv2_2', 'defibox_3', 'defibox_4']);
    const v3 = rows.find((row) => row.srcId === 'alcorv2_2')!;
    expect(v3).toMatchObject({ pair: 'TLM/WAX', ticker: 'TLM', contract: 'alien.worlds', quoteTicker: 'WAX', exchange: 'alcorv2' });
    expect(v3.price).toBeCloseTo(0.2, 12);
    expect(v3.pricechange).toBeCloseTo(1 / 1.1 - 1, 12);
    expect(rows.find((row) => row.srcId === 'defibox_3')).toMatchObject({ pair: 'TLM/USDT', '24hvolume': null, '7dvolume': null });
  });

  it('searches ticker or contract of either token, filters by type and sorts by pair', () => {
    const view = store();
    expect(view({ search: 'usdt.al' }).map((row) => row.srcId)).toEqual(['defibox_3']);
    expect(view({ search: 'TLM' })).toHaveLength(5);
    expect(view({ filters: [{ column: 'srcType', op: 'in', values: ['markets', 'poolsv3'] }] }).map((row) => row.srcId)).toEqual([
      'alcormarket_0',
      'alcorv2_2',
    ]);
    // Ascending, the banned pair comes first (SPEC §6: the reverse of last in descending order).
    expect(view({ sort: { key: 'pair', dir: 'asc' } }).map((row) => row.srcId)).toEqual(['defibox_4', 'defibox_3', 'alcormarket_0', 'defibox_1', 'alcorv2_2']);
  });

  it('lists the favourites alone in the user’s order on the favorites tab', () => {
    const view = store(
      new Map([
        ['defibox_3', 0],
        ['alcormarket_0', 1],
      ]),
    );
    const favourites = view({ sort: FAVOURITES_PRESET.defaultSort, filters: [{ column: 'srcId', op: 'in', values: ['defibox_3', 'alcormarket_0'] }] });
    expect(favourites.map((row) => [row.srcId, row.rank])).toEqual([
      ['defibox_3', 0],
      ['alcormarket_0', 1],
    ]);
  });
});

describe('pairPath', () => {
  it('opens a market’s /trade (quote, then base) and a pool’s /swap from the quote to the token', () => {
    expect(pairPath(PAIRS[0]!)).toBe('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    expect(pairPath(PAIRS[1]!)).toBe('/swap/WAX_eosio.token/TLM_alien.worlds');
    expect(pairPath(PAIRS[2]!)).toBe('/swap/WAX_eosio.token/TLM_alien.worlds');
    expect(pairPath(PAIRS[3]!)).toBe('/swap/USDT_usdt.alcor/TLM_alien.worlds');
  });
});
