import { useEffect } from 'react';
import { Panel } from '../../../components/Panel';
import type { PairDetails } from '../../../services/pairDetails';
import { pairTrades } from '../../../state/pairPage';
import { TradesTable } from '../trades/TradesTable';
import { readPair } from './pairView';

/** The pair's recent trades, seen from its base token, older ones on demand. */
export function PairTrades({ pair }: { pair: PairDetails }) {
  const { base } = readPair(pair);
  const listId = `trades:pair:${pair.src}:${pair.id}`;
  useEffect(() => {
    void pairTrades.open({ listId, perspective: base, kinds: [{ srcType: pair.srcType, pairs: [{ src: pair.src, pairId: pair.id }] }] });
    return () => pairTrades.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one list per pair
  }, [listId]);
  return (
    <Panel title="Recent trades">
      <TradesTable
        store={pairTrades}
        label="Recent trades"
        emptyText="No trades on this pair yet."
        ticker={base.ticker}
        precision={base.precision}
        showPair={false}
      />
    </Panel>
  );
}
