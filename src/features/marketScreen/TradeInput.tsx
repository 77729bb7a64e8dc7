import { useId, type ReactNode, type Ref } from 'react';

type TradeInputProps = {
  label: string;
  /** The token the number is counted in, shown at the field's end. */
  unit: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Buttons under the field's label row (price shortcuts). */
  extra?: ReactNode;
  /** Read by tests and the keyboard: `buy-price`, `sell-amount`… */
  testId: string;
};

/** One number of the trade box: a label, a decimal text field and its token (tabular figures, right-aligned). */
export function TradeInput({ label, unit, value, onChange, onBlur, inputRef, extra, testId }: TradeInputProps) {
  const id = useId();
  return (
    <div className="trade-input">
      <div className="trade-input__top">
        <label className="trade-input__label" htmlFor={id}>
          {label}
        </label>
        {extra}
      </div>
      <div className="trade-input__box">
        <input
          ref={inputRef}
          id={id}
          className="trade-input__field num"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          value={value}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <span className="trade-input__unit" aria-hidden="true">
          {unit}
        </span>
      </div>
    </div>
  );
}
