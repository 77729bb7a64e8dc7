import { useId, type ReactNode } from 'react';
import { formatSlippage } from '../swap/swapFormat';
import '../swap/SwapSettingsModal.css';

/** The presets every slippage setting offers, in hundredths of a percent. */
const PRESETS = [10, 50, 100] as const;

/** A slippage in hundredths as the field's text: percent without its sign ("0.5"). */
export const slippageFieldText = (hundredths: number) => formatSlippage(hundredths).replace('%', '');

type SlippageFieldProps = {
  readonly label: string;
  readonly text: string;
  readonly onText: (text: string) => void;
  /** The text read: its hundredths, or why it is refused (shown under the field). */
  readonly read: { ok: true; hundredths: number } | { ok: false; reason: string };
  /** What the setting means at this value (shown when the text reads). */
  readonly note: ReactNode;
};

/** A slippage setting: presets, the typed percent, and the refusal or note under them (swap and liquidity settings). */
export function SlippageField({ label, text, onText, read, note }: SlippageFieldProps) {
  const inputId = useId();
  return (
    <div className="swap-settings__group">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="swap-settings__row">
        <div className="segmented" role="group" aria-label="Slippage presets">
          {PRESETS.map((preset) => (
            <button key={preset} type="button" aria-pressed={read.ok && read.hundredths === preset} onClick={() => onText(slippageFieldText(preset))}>
              {formatSlippage(preset)}
            </button>
          ))}
        </div>
        <div className="swap-settings__suffixed">
          <input
            id={inputId}
            className="input num"
            inputMode="decimal"
            value={text}
            aria-invalid={!read.ok || undefined}
            onChange={(event) => onText(event.target.value)}
          />
          <span aria-hidden="true">%</span>
        </div>
      </div>
      {!read.ok ? <p className="swap-settings__error">{read.reason}</p> : note ? <p className="swap-settings__note">{note}</p> : null}
    </div>
  );
}
