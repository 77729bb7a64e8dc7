import { useSignals } from '@preact/signals-react/runtime';
import { formatFixed } from '../../core/format';
import { balanceOf } from '../../state/balances';
import { transferForm, type TransferLine } from '../../state/transfer';

const SHARES = [25, 50, 75] as const;

/** One token of the form: its balance, the amount field with its problem, the percentage and MAX buttons (rounding down), and remove. */
export function TransferLineRow({ line, showProblems }: { line: TransferLine; showProblems: boolean }) {
  useSignals();
  const balance = balanceOf(line.token);
  const check = transferForm.amountChecks.value.get(line.key);
  const problem = check !== undefined && !check.ok && (showProblems || line.text !== '') ? check.reason : null;
  const inputId = `transfer-amount-${line.key}`;
  const problemId = `${inputId}-problem`;
  return (
    <li className="transfer-line">
      <div className="transfer-line__head">
        <label className="transfer-line__token" htmlFor={inputId}>
          <span className="transfer-line__ticker">{line.token.ticker}</span>
          <span className="transfer-line__contract">{line.token.contract}</span>
        </label>
        <span className="transfer-line__balance" data-testid={`transfer-balance-${line.key}`}>
          Balance {balance === null ? '…' : formatFixed(balance, balance.precision)}
        </span>
        <button
          type="button"
          className="button button--ghost button--sm"
          onClick={() => transferForm.removeToken(line.key)}
          aria-label={`Remove ${line.token.ticker}`}
        >
          Remove
        </button>
      </div>
      <input
        id={inputId}
        className="input transfer-line__amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={line.text}
        onChange={(event) => transferForm.setAmountText(line.key, event.target.value)}
        aria-label={`${line.token.ticker} amount`}
        aria-invalid={problem !== null}
        aria-describedby={problem !== null ? problemId : undefined}
      />
      <div className="transfer-line__shares">
        {SHARES.map((share) => (
          <button
            key={share}
            type="button"
            className="button button--ghost button--sm"
            disabled={balance === null}
            onClick={() => transferForm.setShare(line.key, share)}
          >
            {share}%
          </button>
        ))}
        <button type="button" className="button button--ghost button--sm" disabled={balance === null} onClick={() => transferForm.setShare(line.key, 100)}>
          MAX
        </button>
      </div>
      {problem !== null && (
        <p id={problemId} className="field-problem" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}
