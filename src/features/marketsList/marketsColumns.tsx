/**
 * The markets list's columns (SPEC §2 Markets page): favourite, pair (logos, tickers, exchange),
 * price (SPEC §5 precision), 24 h change, 24 h and 7 d volume in WAX. Phones keep pair, price and
 * change; mid-size screens drop the 7 d volume. The favorites tab adds the user's ranking.
 */
import { dataColumnHelper, type DataColumns } from '../../components/dataTable';
import { PairLogos } from '../../components/PairLogos';
import { PriceChange } from '../../components/PriceChange';
import { formatListVolume } from '../../core/analytics/volume';
import { formatPercentChange, formatPrice } from '../../core/format';
import type { ListCellPaint, ListTone } from '../../core/rowpaint/listRows';
import type { MarketsRow } from '../../core/marketsList/listRows';
import { EXCHANGE_NAMES, isExchange } from '../../core/urlParams/exchanges';
import { marketLogo } from '../../state/marketsList';
import { FavouriteStar } from './FavouriteStar';
import { RankButtons } from './RankButtons';
import { useVisibleRow } from './visibleRows';

/** Which columns fit: volumes from 768 px, the 7 d volume from 1280 px (SPEC §2, §2 breakpoints). */
export type MarketsLayout = { readonly volumes: boolean; readonly weekVolume: boolean };

const helper = dataColumnHelper<MarketsRow>();

/** The price, registering its row as drawn so its room is followed live. */
function PriceCell({ row }: { row: MarketsRow }) {
  useVisibleRow(row.srcId);
  return <>{formatPrice(row.price)}</>;
}

/** Logos, the pair's name and its exchange: few elements, as every row scrolled in lays them out. */
function PairCell({ row }: { row: MarketsRow }) {
  const exchange = exchangeName(row);
  return (
    <span className="markets-pair">
      <PairLogos
        token={{ ticker: row.ticker, logo: marketLogo({ ticker: row.ticker, contract: row.contract }) }}
        quote={{ ticker: row.quoteTicker, logo: marketLogo({ ticker: row.quoteTicker, contract: row.quoteContract }) }}
      />
      <span className="markets-pair__name">
        {row.ticker}
        <span className="markets-pair__quote">/{row.quoteTicker}</span>
      </span>
      <span className="markets-pair__exchange">{exchange}</span>
    </span>
  );
}

const volume = formatListVolume;

const exchangeName = (row: MarketsRow) => (isExchange(row.exchange) ? EXCHANGE_NAMES[row.exchange] : row.exchange);

/** The pair cell on the canvas a scrolling list draws: the logos' letters, the pair, its exchange. */
const paintPair = (row: MarketsRow): ListCellPaint => ({
  badges: [row.quoteTicker.slice(0, 3), row.ticker.slice(0, 3)],
  runs: [
    { text: row.ticker, bold: true },
    { text: `/${row.quoteTicker}`, tone: 'muted' },
  ],
  sub: exchangeName(row),
});

/** A change's colour as PriceChange gives it. */
const changeTone = (change: number | null): ListTone => (change === null || !Number.isFinite(change) || change === 0 ? 'muted' : change > 0 ? 'buy' : 'sell');

/**
 * The columns for a tab and a screen width. `starred` are the favourites' keys now (a new set
 * redraws the rows: the stars read it rather than a signal each); `ranked` is how many favourites
 * the favorites tab's ranking moves among (null on the wax tab).
 */
export function marketsColumns(layout: MarketsLayout, starred: ReadonlySet<string>, ranked: number | null): DataColumns<MarketsRow> {
  return helper.columns([
    ...(ranked !== null
      ? [
          helper.accessor('rank', {
            header: '#',
            cell: (cell) => <RankButtons srcId={cell.row.original.srcId} pair={cell.row.original.pair} rank={cell.getValue()} count={ranked} />,
            meta: {
              sortKey: 'rank',
              width: '76px',
              paint: (row: MarketsRow) => ({ runs: row.rank === null ? [] : [{ text: `${row.rank + 1}` }, { text: '  ▲ ▼', tone: 'faint' }] }),
            },
          }),
        ]
      : []),
    helper.display({
      id: 'favourite',
      header: () => <span className="visually-hidden">Favourite</span>,
      cell: (cell) => <FavouriteStar srcId={cell.row.original.srcId} pair={cell.row.original.pair} on={starred.has(cell.row.original.srcId)} />,
      meta: {
        width: layout.volumes ? '36px' : '30px',
        fits: true,
        className: 'markets-table__favourite',
        paint: (row: MarketsRow) => ({ runs: [starred.has(row.srcId) ? { text: '★', tone: 'warning' } : { text: '☆', tone: 'faint' }] }),
      },
    }),
    helper.accessor('pair', {
      header: 'Pair',
      cell: (cell) => <PairCell row={cell.row.original} />,
      meta: { sortKey: 'pair', fits: true, paint: paintPair },
    }),
    helper.accessor('price', {
      header: 'Price',
      cell: (cell) => <PriceCell row={cell.row.original} />,
      meta: {
        sortKey: 'price',
        numeric: true,
        fits: true,
        width: layout.volumes ? '20%' : '30%',
        paint: (row: MarketsRow) => ({ runs: [{ text: formatPrice(row.price) }] }),
      },
    }),
    helper.accessor('pricechange', {
      header: layout.volumes ? '24h change' : '24h',
      cell: (cell) => <PriceChange change={cell.getValue()} />,
      meta: {
        sortKey: 'pricechange',
        numeric: true,
        fits: true,
        width: layout.volumes ? '12%' : '21%',
        paint: (row: MarketsRow) => ({ runs: [{ text: formatPercentChange(row.pricechange), tone: changeTone(row.pricechange) }] }),
      },
    }),
    ...(layout.volumes
      ? [
          helper.accessor('24hvolume', {
            header: '24h volume',
            cell: (cell) => volume(cell.getValue()),
            meta: { sortKey: '24hvolume', numeric: true, fits: true, width: '16%' },
          }),
        ]
      : []),
    ...(layout.weekVolume
      ? [
          helper.accessor('7dvolume', {
            header: '7d volume',
            cell: (cell) => volume(cell.getValue()),
            meta: { sortKey: '7dvolume', numeric: true, fits: true, width: '16%' },
          }),
        ]
      : []),
  ]);
}

/** The sort keys the sort-by control offers (small screens: the volumes' headers are hidden there). */
export const SORT_CHOICES: readonly { readonly key: string; readonly label: string }[] = [
  { key: '24hvolume', label: '24h volume' },
  { key: '7dvolume', label: '7d volume' },
  { key: 'pricechange', label: '24h change' },
  { key: 'price', label: 'Price' },
  { key: 'pair', label: 'Pair' },
];
