import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { transferForm } from '../../state/transfer';
import { TransferLineRow } from './TransferLineRow';

/**
 * The multi-asset form (SPEC §2 Transfer page): recipient, memo, and the tokens to send with their
 * amounts. Each field says what is wrong at once it is touched, and all of them after a Send; the
 * recipient is asked of the chain before the signing list opens.
 */
export function TransferForm() {
  useSignals();
  const form = transferForm;
  const attempted = form.attempted.value;
  const recipientText = form.recipient.value;
  const recipientCheck = form.recipientCheck.value;
  const recipientProblem = form.recipientProblem.value ?? (!recipientCheck.ok && (attempted || recipientText !== '') ? recipientCheck.reason : null);
  const memoCheck = form.memoCheck.value;
  const phase = form.phase.value;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form className="transfer-form" onSubmit={submit} noValidate aria-label="Transfer">
      <div className="transfer-form__field">
        <label className="field-label" htmlFor="transfer-recipient">
          Recipient
        </label>
        <input
          id="transfer-recipient"
          className="input"
          value={recipientText}
          onChange={(event) => form.setRecipient(event.target.value)}
          placeholder="account name"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={recipientProblem !== null}
          aria-describedby={recipientProblem !== null ? 'transfer-recipient-problem' : undefined}
        />
        {recipientProblem !== null && (
          <p id="transfer-recipient-problem" className="field-problem" role="alert">
            {recipientProblem}
          </p>
        )}
      </div>
      <div className="transfer-form__field">
        <label className="field-label" htmlFor="transfer-memo">
          Memo <span className="text-muted">(optional)</span>
        </label>
        <input
          id="transfer-memo"
          className="input"
          value={form.memo.value}
          onChange={(event) => form.setMemo(event.target.value)}
          autoComplete="off"
          aria-invalid={!memoCheck.ok}
          aria-describedby={!memoCheck.ok ? 'transfer-memo-problem' : undefined}
        />
        {!memoCheck.ok && (
          <p id="transfer-memo-problem" className="field-problem" role="alert">
            {memoCheck.reason}
          </p>
        )}
      </div>
      {form.lines.value.length === 0 ? (
        <p className="text-muted transfer-form__hint">Add tokens from your list to send several in one transaction.</p>
      ) : (
        <ul className="transfer-lines" aria-label="Tokens to send">
          {form.lines.value.map((line) => (
            <TransferLineRow key={line.key} line={line} showProblems={attempted} />
          ))}
        </ul>
      )}
      {form.formProblem.value !== null && (
        <p className="field-problem" role="alert">
          {form.formProblem.value}
        </p>
      )}
      <button type="submit" className="button button--primary button--lg button--block" disabled={phase !== 'idle'}>
        {phase === 'checking' ? 'Checking the recipient…' : phase === 'sending' ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}
