import { useId, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../../components/Modal';
import { DEFAULT_SLIPPAGE } from '../../core/amount';
import { depositSlippage, setDepositSlippage } from '../../state/liquiditySettings';
import { SettingsIcon } from '../swap/swapIcons';
import { formatSlippage } from '../swap/swapFormat';
import { readSlippageText } from '../swap/SwapSettingsModal';
import '../swap/SwapSettingsModal.css';

const PRESETS = [10, 50, 100] as const;
const percentText = (hundredths: number) => formatSlippage(hundredths).replace('%', '');

/** The deposit's slippage: how far below the shown amounts (v3) or LP (v2) an add may land before it aborts. */
function LiquiditySettingsModal({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const [text, setText] = useState(() => percentText(depositSlippage.value));
  const read = readSlippageText(text);
  const save = () => {
    if (!read.ok) return;
    setDepositSlippage(read.hundredths);
    onClose();
  };
  return (
    <Modal
      title="Liquidity settings"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={() => setText(percentText(DEFAULT_SLIPPAGE))}>
            Default
          </button>
          <button type="button" className="button button--primary" disabled={!read.ok} onClick={save}>
            Save
          </button>
        </>
      }
    >
      <form
        className="swap-settings"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="swap-settings__group">
          <label className="field-label" htmlFor={inputId}>
            Deposit slippage tolerance
          </label>
          <div className="swap-settings__row">
            <div className="segmented" role="group" aria-label="Slippage presets">
              {PRESETS.map((preset) => (
                <button key={preset} type="button" aria-pressed={read.ok && read.hundredths === preset} onClick={() => setText(percentText(preset))}>
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
                onChange={(event) => setText(event.target.value)}
              />
              <span aria-hidden="true">%</span>
            </div>
          </div>
          {read.ok ? (
            <p className="swap-settings__note">
              An add aborts on chain if it would take less than the amounts shown (concentrated pools) or mint less LP than shown (Taco, Adex, WaxFusion) by
              more than this.
            </p>
          ) : (
            <p className="swap-settings__error">{read.reason}</p>
          )}
        </div>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

/** The settings icon in the liquidity screens' head, with the current deposit slippage beside it. */
export function LiquiditySettings() {
  useSignals();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--sm"
        aria-label={`Liquidity settings (slippage ${formatSlippage(depositSlippage.value)})`}
        title="Liquidity settings"
        onClick={() => setOpen(true)}
      >
        <SettingsIcon size={16} />{' '}
        <span className="num" data-testid="liquidity-slippage">
          {formatSlippage(depositSlippage.value)}
        </span>
      </button>
      {open && <LiquiditySettingsModal onClose={() => setOpen(false)} />}
    </>
  );
}
