import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';

/** The token page's answer to a missing or malformed `thash` (SPEC §5, §8 "Token not found"). */
export function TokenNotFound({ thash }: { thash: string | null }) {
  return (
    <PageFrame title="Token not found">
      <Panel title="No such token">
        <p className="text-muted">
          {thash === null ? 'No token was given.' : `“${thash}” does not name a token.`} A token is written ticker_contract, for example{' '}
          <code>wax_eosio.token</code>.
        </p>
        <p>
          <Link to="/analytics">Back to analytics</Link>
        </p>
      </Panel>
    </PageFrame>
  );
}
