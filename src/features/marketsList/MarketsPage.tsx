import { useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { Panel, type TabItem } from '../../components/Panel';
import { readStored } from '../../state/app';
import { NamedLoader } from '../common/NamedLoader';
import './MarketsPage.css';

type MarketCategory = 'wax' | 'favorites';

const CATEGORIES: readonly TabItem<MarketCategory>[] = [
  { id: 'wax', label: 'WAX' },
  { id: 'favorites', label: 'Favorites' },
];

/** Columns of the list; 7d volume hides on mid-size screens and both volumes on phones (SPEC §2 Markets page). */
const COLUMNS = [
  { label: 'Pair', className: 'markets-table__pair' },
  { label: 'Price', className: 'num' },
  { label: '24h change', className: 'num' },
  { label: '24h volume', className: 'num markets-table__volume' },
  { label: '7d volume', className: 'num markets-table__volume-7d' },
] as const;

/** True when the browser holds at least one favourite market (SPEC §3 Favourites: keys `src_id`). */
function hasFavouriteMarkets(): boolean {
  const stored = readStored<unknown>('marketFavorites', []);
  return Array.isArray(stored) && stored.some((key) => typeof key === 'string');
}

/** The markets list, /markets (SPEC §2 Markets page): category wax by default. */
export default function MarketsPage() {
  const [category, setCategory] = useState<MarketCategory>('wax');
  const [favouritesEmpty] = useState(() => !hasFavouriteMarkets());
  const showEmpty = category === 'favorites' && favouritesEmpty;

  return (
    <PageFrame title="Markets">
      <Panel
        title={category === 'wax' ? 'WAX markets' : 'Favorite markets'}
        tabs={{ items: CATEGORIES, selected: category, onSelect: setCategory, label: 'Market category' }}
        bodyClassName="markets-list"
      >
        <table className="table markets-table">
          <thead>
            <tr>
              <th scope="col" className="markets-table__favourite">
                <span className="visually-hidden">Favourite</span>
              </th>
              {COLUMNS.map((column) => (
                <th key={column.label} scope="col" className={column.className}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={COLUMNS.length + 1} className="markets-table__state">
                {showEmpty ? <p className="table-empty">No favourite markets yet.</p> : <NamedLoader name="markets_page" force message="Loading markets…" />}
              </td>
            </tr>
          </tbody>
        </table>
      </Panel>
    </PageFrame>
  );
}
