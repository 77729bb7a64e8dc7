import { summarisePositions, type PoolPosition } from '../../../core/walletPositions';
import { usdFigure, waxFigure } from './format';

/** The positions' totals (SPEC §2 Wallet "summary totals"): how many and how many in range, their worth and uncollected fees. */
export function PositionsSummary({ positions, waxUsd }: { positions: readonly PoolPosition[]; waxUsd: number | null }) {
  const summary = summarisePositions(positions);
  return (
    <dl className="positions-summary" aria-label="Positions summary">
      <div>
        <dt>Positions</dt>
        <dd>
          {summary.count} <span className="text-muted">({summary.inRange} in range)</span>
        </dd>
      </div>
      <div>
        <dt>Worth (WAX)</dt>
        <dd data-testid="positions-worth">{waxFigure(summary.liquidityWax)}</dd>
      </div>
      <div>
        <dt>Worth (USD)</dt>
        <dd>{usdFigure(summary.liquidityWax, waxUsd)}</dd>
      </div>
      <div>
        <dt>Uncollected fees (WAX)</dt>
        <dd>{waxFigure(summary.feesWax)}</dd>
      </div>
      {summary.unpriced > 0 && (
        <p className="positions-summary__note text-muted">
          {summary.unpriced} position{summary.unpriced === 1 ? ' holds' : 's hold'} a token without a WAX price, counted as 0.
        </p>
      )}
    </dl>
  );
}
