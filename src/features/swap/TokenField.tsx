import { useId } from 'react';
import { ChevronDownIcon } from '../../components/icons/uiIcons';
import type { Amount } from '../../core/amount';
import { formatFixed } from '../../core/format';
import type { Token } from '../../core/domain';
import './TokenField.css';
import { TokenLogo } from '../../components/tokenLogo';

type TokenFieldProps = {
  /** "You pay" or "You receive". */
  label: string;
  /** Names the token button: "Token to pay" or "Token to receive". */
  tokenLabel: string;
  /** A listed token shows its logo. */
  token: (Token & { readonly logo?: string | null }) | null;
  /** The field text (input side), or the quoted output (output side, read-only). */
  value: string;
  onChange?: (text: string) => void;
  readOnly?: boolean;
  /** The account's balance of the token; null when unknown or logged out. */
  balance: Amount | null;
  balanceLoading?: boolean;
  /** Why the typed amount cannot be used. */
  error?: string | null;
  /** Opens the token selector; without it the token is fixed (a pool's side). */
  onChooseToken?: () => void;
  /** A second line under the amount (e.g. "Updating…"). */
  hint?: string | null;
  /** Prefix of the field's test ids (e2e selectors). */
  testId: string;
};

/** One side of the swap: the token button, the amount and the balance (SPEC §2 "Token fields with balance"). */
export function TokenField({
  label,
  tokenLabel,
  token,
  value,
  onChange,
  readOnly = false,
  balance,
  balanceLoading = false,
  error,
  onChooseToken,
  hint,
  testId,
}: TokenFieldProps) {
  const inputId = useId();
  return (
    <div className={error ? 'token-field token-field--invalid' : 'token-field'} data-testid={testId}>
      <div className="token-field__top">
        <label className="token-field__label" htmlFor={inputId}>
          {label}
        </label>
        <span className="token-field__balance num" data-testid={`${testId}-balance`}>
          {balanceLoading && balance === null ? 'Balance …' : balance !== null && token !== null ? `Balance ${formatFixed(balance, balance.precision)}` : ''}
        </span>
      </div>
      <div className="token-field__row">
        <input
          id={inputId}
          className="token-field__amount num"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0.0"
          value={value}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => onChange?.(event.target.value)}
        />
        {onChooseToken === undefined && token !== null ? (
          <span className="token-field__token token-field__token--fixed" aria-label={`${tokenLabel}: ${token.ticker} (${token.contract})`}>
            <TokenLogo ticker={token.ticker} logo={token.logo} size={22} />
            <span className="token-field__ticker">{token.ticker}</span>
          </span>
        ) : (
          <button
            type="button"
            className="token-field__token"
            onClick={onChooseToken}
            aria-label={token ? `${tokenLabel}: ${token.ticker} (${token.contract})` : `${tokenLabel}: select a token`}
          >
            {token ? (
              <>
                <TokenLogo ticker={token.ticker} logo={token.logo} size={22} />
                <span className="token-field__ticker">{token.ticker}</span>
              </>
            ) : (
              <span className="token-field__ticker">Select</span>
            )}
            <ChevronDownIcon size={14} />
          </button>
        )}
      </div>
      <div className="token-field__bottom">
        <span className="token-field__contract">{token?.contract ?? ''}</span>
        {error ? (
          <span id={`${inputId}-error`} className="token-field__error" role="alert">
            {error}
          </span>
        ) : hint ? (
          <span className="token-field__hint">{hint}</span>
        ) : null}
      </div>
    </div>
  );
}
