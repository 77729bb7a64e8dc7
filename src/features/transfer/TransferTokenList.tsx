import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { formatFixed } from '../../core/format';
import { parseTokenParam } from '../../core/domain';
import { balances } from '../../state/balances';
import { transferForm } from '../../state/transfer';

/** The signed-in account's tokens with a balance (SPEC §2 Transfer page token list), searched by ticker or contract; a click adds one to the form. */
export function TransferTokenList({ loading }: { loading: boolean }) {
  useSignals();
  const [search, setSearch] = useState('');
  const added = new Set(transferForm.lines.value.map((line) => line.key));
  const term = search.trim().toLowerCase();
  const tokens = [...balances.value]
    .flatMap(([key, amount]) => {
      const token = parseTokenParam(key);
      return token === null || amount.units <= 0n ? [] : [{ key, token: { ...token, precision: amount.precision }, amount }];
    })
    .filter(({ token }) => term === '' || token.ticker.toLowerCase().includes(term) || token.contract.includes(term))
    .sort((a, b) => a.token.ticker.localeCompare(b.token.ticker) || a.token.contract.localeCompare(b.token.contract));
  return (
    <div className="transfer-token-list">
      <input
        className="input"
        type="search"
        placeholder="Search ticker or contract"
        aria-label="Search your tokens"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="transfer-tokens__list">
        {tokens.length === 0 ? (
          <p className="text-muted transfer-token-list__empty">
            {loading ? 'Loading your tokens…' : term !== '' ? 'No token matches the search.' : 'No tokens with a balance.'}
          </p>
        ) : (
          <ul className="transfer-token-list__items">
            {tokens.map(({ key, token, amount }) => (
              <li key={key}>
                <button
                  type="button"
                  className="transfer-token"
                  disabled={added.has(key)}
                  onClick={() => transferForm.addToken(token)}
                  // Named by what it shows, in its order: the token, the balance, then the action. The spaces
                  // between the parts are not drawn (flex items) but keep the words apart in its text.
                  aria-label={`${token.ticker} (${token.contract}), ${formatFixed(amount, amount.precision)}: ${added.has(key) ? 'Added' : 'Add'}`}
                >
                  <span className="transfer-token__names">
                    <span className="transfer-token__ticker">{token.ticker}</span> <span className="transfer-token__contract">{token.contract}</span>
                  </span>{' '}
                  <span className="transfer-token__amount">{formatFixed(amount, amount.precision)}</span>{' '}
                  <span className="transfer-token__action" aria-hidden="true">
                    {added.has(key) ? 'Added' : 'Add'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
