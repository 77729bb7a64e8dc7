import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Pager } from '../../../components/dataTable/Pager';
import { isPositionOf } from '../../../core/positions';
import { user } from '../../../state/app';
import { openModal } from '../../../state/ui';
import {
  cancelPositionOrder,
  closePosition,
  placePositionOrder,
  positions,
  positionsBusy,
  positionsMarket,
  positionsPnl,
  removePosition,
  showPositions,
} from '../../../state/positions';
import { NamedLoader } from '../../common/NamedLoader';
import { PositionRow, type PositionActions } from './PositionRow';
import './Positions.css';

/** SPEC §9: positions are paged 10 at a time. */
const PAGE_SIZE = 10;

const actions: PositionActions = {
  place: (id) => void placePositionOrder(id),
  cancel: (id) => void cancelPositionOrder(id),
  close: closePosition,
  remove: removePosition,
};

/**
 * The Virtual positions tab (SPEC §2 Market screen): the account's positions in this market, newest
 * first, 10 a page; only the page's rows are drawn. PnL comes from the market worker's frames.
 */
export function PositionsTab() {
  useSignals();
  const [page, setPage] = useState(1);
  const market = positionsMarket.value;
  const account = user.value?.name ?? null;
  const mine =
    market === null
      ? []
      : positions.value.filter((position) => isPositionOf(position, market, account)).sort((a, b) => b.time - a.time || (a.id < b.id ? -1 : 1));
  const pages = Math.max(1, Math.ceil(mine.length / PAGE_SIZE));
  const shown = Math.min(page, pages);
  const rows = mine.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE);
  const rowIds = rows.map((position) => position.id).join(' ');
  // Only the page's rows are priced: the worker sends their PnL.
  useEffect(() => {
    showPositions(rowIds === '' ? [] : rowIds.split(' '));
    return () => showPositions([]);
  }, [rowIds]);
  if (market === null) return <NamedLoader name="trade_positions" force message="Loading virtual positions…" />;
  const pnl = positionsPnl.value;
  const busy = positionsBusy.value;

  return (
    <div className="positions">
      <div className="positions__bar">
        <p className="positions__note">Kept in this browser. PnL at the last trade, in {market.base.ticker}.</p>
        <button type="button" className="button button--primary button--sm" onClick={() => openModal('tradeOrder')}>
          New position
        </button>
      </div>
      {mine.length === 0 ? (
        <p className="table-empty">No virtual positions in this market. Open one with New position.</p>
      ) : (
        <>
          <div className="positions__scroll">
            <table className="table positions__table">
              <thead>
                <tr>
                  <th scope="col">Side</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                  <th scope="col" className="num">
                    Entry ({market.base.ticker})
                  </th>
                  <th scope="col" className="num">
                    Value
                  </th>
                  <th scope="col" className="num">
                    PnL
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((position) => (
                  <PositionRow
                    key={position.id}
                    position={position}
                    market={market}
                    pnl={pnl.get(position.id)}
                    busy={busy.has(position.id)}
                    canTrade={account !== null}
                    actions={actions}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {mine.length > PAGE_SIZE ? <Pager page={shown} pageSize={PAGE_SIZE} total={mine.length} onPage={setPage} label="Virtual positions" /> : null}
        </>
      )}
    </div>
  );
}
