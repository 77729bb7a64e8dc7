import { useState } from 'react';
import { parsePriceText, QUICK_RANGES, type QuickRange } from '../../../core/liquidityV3';
import type { PriceFraction } from '../../../core/v3';
import type { ChosenRange } from '../../../state/liquidityV3';
import { priceFieldText } from './format';

type RangeSelectorProps = {
  range: ChosenRange | null;
  error: string | null;
  quote: string;
  onPrices: (lower: PriceFraction | null, upper: PriceFraction | null) => void;
  onQuick: (choice: QuickRange) => void;
  /** The ticks line's test id (two selectors on one page need two). */
  testId?: string;
};

const quickLabel = (choice: QuickRange) => (choice === 'full' ? 'Full range' : `±${choice}%`);

/** One bound's field: typed text is kept until Enter or blur, then snapped to a usable tick by the store (keyed by the snapped value, so a new range resets it). */
function BoundField({ label, value, onCommit }: { label: string; value: string; onCommit: (text: string) => void }) {
  const [text, setText] = useState(value);
  return (
    <label className="v3-range__field">
      <span>{label}</span>
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

/** The range selector (SPEC §2): min and max price, snapped to usable ticks, and the quick ranges. */
export function RangeSelector({ range, error, quote, onPrices, onQuick, testId = 'v3-range-ticks' }: RangeSelectorProps) {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const commit = (side: 'lower' | 'upper', text: string) => {
    const trimmed = text.trim();
    const limit = side === 'lower' ? trimmed === '0' : trimmed === '∞' || trimmed.toLowerCase() === 'inf';
    const price = limit ? null : parsePriceText(trimmed);
    if (!limit && price === null) {
      setFieldError('Enter a positive price');
      return;
    }
    setFieldError(null);
    if (side === 'lower') onPrices(price, range?.upperPrice ?? null);
    else onPrices(range?.lowerPrice ?? null, price);
  };
  return (
    <div className="v3-range">
      <div className="v3-range__quick" role="group" aria-label="Quick ranges">
        {QUICK_RANGES.map((choice) => (
          <button key={choice} type="button" className="button button--ghost button--sm v3-chip" onClick={() => onQuick(choice)}>
            {quickLabel(choice)}
          </button>
        ))}
      </div>
      <div className="v3-range__fields">
        <BoundField
          key={`min-${priceFieldText(range?.lowerPrice ?? null, 'lower')}`}
          label={`Min price (${quote})`}
          value={priceFieldText(range?.lowerPrice ?? null, 'lower')}
          onCommit={(text) => commit('lower', text)}
        />
        <BoundField
          key={`max-${priceFieldText(range?.upperPrice ?? null, 'upper')}`}
          label={`Max price (${quote})`}
          value={priceFieldText(range?.upperPrice ?? null, 'upper')}
          onCommit={(text) => commit('upper', text)}
        />
      </div>
      {range && (
        <p className="text-muted v3-range__ticks" data-testid={testId}>
          Ticks {range.tickLower} to {range.tickUpper}
        </p>
      )}
      {(fieldError ?? error) !== null && (
        <p className="v3-error" role="alert">
          {fieldError ?? error}
        </p>
      )}
    </div>
  );
}
