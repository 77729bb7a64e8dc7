import { Link } from 'react-router-dom';
import { Panel } from '../../../components/Panel';
import './account.css';

/** The page of a well-formed name no account has on this chain. */
export function AccountMissing({ name }: { name: string }) {
  return (
    <Panel title="Account not found">
      <div className="account-missing" role="status">
        <p>{`There is no account named “${name}” on this chain. Check the name: account names are up to 12 characters of a–z, 1–5 and dots.`}</p>
        <p>
          <Link to="/markets">Browse the markets</Link> or <Link to="/">go home</Link>.
        </p>
      </div>
    </Panel>
  );
}
