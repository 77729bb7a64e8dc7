import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../../components/Modal';
import { DEFAULT_SLIPPAGE } from '../../core/amount';
import { depositSlippage, setDepositSlippage } from '../../state/liquiditySettings';
import { SettingsIcon } from '../swap/swapIcons';
import { formatSlippage } from '../swap/swapFormat';
import { readSlippageText } from '../swap/SwapSettingsModal';
import { SlippageField, slippageFieldText } from '../common/SlippageField';

/** The deposit's slippage: how far below the shown amounts (v3) or LP (v2) an add may land before it aborts. */
function LiquiditySettingsModal({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState(() => slippageFieldText(depositSlippage.value));
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
          <button type="button" className="button button--ghost" onClick={() => setText(slippageFieldText(DEFAULT_SLIPPAGE))}>
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
        <SlippageField
          label="Deposit slippage tolerance"
          text={text}
          onText={setText}
          read={read}
          note="An add aborts on chain if it would take less than the amounts shown (concentrated pools) or mint less LP than shown (Taco, Adex, WaxFusion) by more than this."
        />
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
