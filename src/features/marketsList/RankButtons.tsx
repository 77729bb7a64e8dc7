import type { MouseEvent } from 'react';
import { moveFavouriteMarket } from '../../state/marketsList';

/** Up and down in the favourites' order (SPEC §4: ignored at the ends, so those buttons are disabled). */
export function RankButtons({ srcId, pair, rank, count }: { srcId: string; pair: string; rank: number | null; count: number }) {
  if (rank === null) return null;
  const move = (direction: 'up' | 'down') => (event: MouseEvent) => {
    event.stopPropagation();
    moveFavouriteMarket(srcId, direction);
  };
  return (
    <span className="markets-rank" onKeyDown={(event) => event.stopPropagation()}>
      <span className="markets-rank__place">{rank + 1}</span>
      <button type="button" className="markets-rank__move" aria-label={`Move ${pair} up`} disabled={rank === 0} onClick={move('up')}>
        ▲
      </button>
      <button type="button" className="markets-rank__move" aria-label={`Move ${pair} down`} disabled={rank >= count - 1} onClick={move('down')}>
        ▼
      </button>
    </span>
  );
}
