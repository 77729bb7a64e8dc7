import { useSignals } from '@preact/signals-react/runtime';
import { formatFixed } from '../../core/format';
import { transferForm } from '../../state/transfer';

/** What will leave the wallet (SPEC §2 Transfer page "summary"): every token with a valid amount above 0, to whom, with which memo. */
export function TransferSummary() {
  useSignals();
  const items = transferForm.summary.value;
  const to = transferForm.recipientCheck.value;
  if (items.length === 0) return <p className="text-muted">Nothing to send yet.</p>;
  return (
    <div className="transfer-summary">
      <ul className="transfer-summary__items" aria-label="Leaving your wallet">
        {items.map((item) => (
          <li key={`${item.token.ticker}_${item.token.contract}`}>
            <span className="transfer-summary__amount">
              −{formatFixed(item.amount, item.amount.precision)} {item.token.ticker}
            </span>
            <span className="text-muted">{item.token.contract}</span>
          </li>
        ))}
      </ul>
      <p className="transfer-summary__to">
        {items.length === 1 ? 'One transfer' : `${items.length} transfers in one transaction`} to <strong>{to.ok ? to.value : '…'}</strong>
        {transferForm.memo.value !== '' ? <> with memo “{transferForm.memo.value}”</> : null}
      </p>
    </div>
  );
}
