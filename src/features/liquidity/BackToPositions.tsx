import { Link } from 'react-router-dom';
import './BackToPositions.css';

/** The back link at the head of the liquidity screens: the wallet's positions tab (SPEC §2 Wallet page). */
export function BackToPositions() {
  return (
    <Link to="/wallet#open_positions" className="liquidity-back" aria-label="Back to your positions" title="Back to your positions">
      <span aria-hidden="true">←</span>
    </Link>
  );
}
