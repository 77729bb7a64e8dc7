import { WarningIcon } from '../../components/icons/uiIcons';
import { makeAmount } from '../../core/amount';
import type { SwapRoute } from '../../core/swapRouting';
import type { RouteRecheck } from '../../../workers/quotes.api';
import { formatTokenAmount } from './swapFormat';
import './RecheckNotice.css';

type RecheckNoticeProps = {
  recheck: RouteRecheck;
  /** The route as it would be signed (minimums at the current slippage). */
  route: SwapRoute;
  onConfirm: () => void;
  onCancel: () => void;
};

function headline(recheck: RouteRecheck): string {
  switch (recheck.status) {
    case 'fails':
      return 'This swap would fail as quoted';
    case 'worse':
      return 'The chain gives less than the quote';
    case 'unverified':
      return 'The route could not be checked against the chain';
    case 'ok':
      return 'The route could not be fully checked';
  }
}

/** The check before signing did not confirm the quote: what the chain's state supports, and the user's choice. */
export function RecheckNotice({ recheck, route, onConfirm, onCancel }: RecheckNoticeProps) {
  const output = route.token_out.ticker;
  const quoted = formatTokenAmount(recheck.quoted, output);
  const simulated = recheck.simulated ? formatTokenAmount(recheck.simulated, output) : null;
  const minimum = formatTokenAmount(route.minimum_received, output);
  const shortfall = `${(recheck.shortfallBps / 100).toFixed(2)}%`;
  return (
    <div className={`recheck recheck--${recheck.status}`} role="alert" aria-label="Route check">
      <div className="recheck__title">
        <WarningIcon size={16} />
        {headline(recheck)}
      </div>
      {recheck.status === 'worse' && simulated && (
        <p className="recheck__text">
          Fresh pool and book state supports <strong className="num">{simulated}</strong>, {shortfall} below the quoted <span className="num">{quoted}</span>.
          Your minimum of <span className="num">{minimum}</span> still holds.
        </p>
      )}
      {recheck.status === 'fails' && (
        <p className="recheck__text">
          Fresh pool and book state{' '}
          {simulated ? (
            <>
              supports only <strong className="num">{simulated}</strong> (quoted {quoted})
            </>
          ) : (
            <>cannot fill this amount</>
          )}
          : at least one split falls below its minimum, so the router would refuse the swap. Lower the amount or raise the slippage tolerance.
        </p>
      )}
      {recheck.status !== 'worse' && recheck.status !== 'fails' && (
        <p className="recheck__text">The quote of {quoted} could not be compared with the chain's state.</p>
      )}
      <ul className="recheck__paths">
        {recheck.paths.map((path) => (
          <li key={path.hops.join('-')} className="num">
            <span>{path.hops.join(' → ')}</span>
            <span>
              {path.simulatedOut === null ? '—' : formatTokenAmount(makeAmount(path.simulatedOut, recheck.quoted.precision), output)} / min{' '}
              {formatTokenAmount(makeAmount(path.minimumReceived, recheck.quoted.precision), output)}
            </span>
          </li>
        ))}
      </ul>
      {recheck.problems.length > 0 && (
        <ul className="recheck__problems">
          {recheck.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className="recheck__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {recheck.status === 'fails' ? 'Sign anyway' : 'Swap anyway'}
        </button>
      </div>
    </div>
  );
}
