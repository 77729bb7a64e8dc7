import { useState } from 'react';
import { parsePriceText } from '../../../core/liquidityV3';
import type { PriceFraction } from '../../../core/v3';
import type { NewPoolDraft } from '../../../state/liquidityV3';
import { priceFieldText } from './format';

type NewPoolInfoProps = {
  draft: NewPoolDraft;
  onPrice: (price: PriceFraction) => void;
};

/** The starting price field: kept as typed until Enter or blur, then set (keyed by the price set, so a new one resets it). */
function StartPriceField({ value, quote, onCommit }: { value: string; quote: string; onCommit: (text: string) => void }) {
  const [text, setText] = useState(value);
  return (
    <label className="v3-range__field">
      <span>Starting price ({quote})</span>
      <input
        className="input"
        type="text"
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => text !== value && onCommit(text)}
        onKeyDown={(event) => event.key === 'Enter' && onCommit(text)}
      />
    </label>
  );
}

/** A fee tier without a pool: createpool opens it at a starting price, suggested by the best swap route and editable. */
export function NewPoolInfo({ draft, onPrice }: NewPoolInfoProps) {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const quote = `${draft.tokenB.ticker} per ${draft.tokenA.ticker}`;
  const shown = draft.start === null ? '' : priceFieldText(draft.start.price, 'lower');
  const commit = (text: string) => {
    const price = parsePriceText(text);
    if (price === null) return setFieldError('Enter a positive price');
    setFieldError(null);
    onPrice(price);
  };
  return (
    <div className="v3-range" data-testid="v3-new-pool">
      <p className="text-muted">
        No {draft.tokenA.ticker}/{draft.tokenB.ticker} pool at {draft.fee / 10_000}% yet: adding liquidity creates it (pool #{draft.id}) at the starting price
        below, in the same transaction.
      </p>
      <dl className="v3-facts">
        <dt>Best swap route</dt>
        <dd>
          {draft.suggesting ? (
            'Asking the router…'
          ) : draft.suggested === null ? (
            'No route'
          ) : (
            <button
              type="button"
              className="button button--ghost button--sm"
              title="Start at the price of the best swap route"
              onClick={() => draft.suggested && onPrice(draft.suggested)}
            >
              <span data-testid="v3-suggested-price">{priceFieldText(draft.suggested, 'lower')}</span> {quote}
            </button>
          )}
        </dd>
        {draft.start !== null && (
          <>
            <dt>sqrtPriceX64</dt>
            <dd data-testid="v3-start-sqrt">{draft.start.sqrtPriceX64.toString()}</dd>
          </>
        )}
      </dl>
      <StartPriceField key={shown} value={shown} quote={quote} onCommit={commit} />
      {(fieldError ?? draft.problem) !== null && (
        <p className="v3-error" role="alert">
          {fieldError ?? draft.problem}
        </p>
      )}
    </div>
  );
}
