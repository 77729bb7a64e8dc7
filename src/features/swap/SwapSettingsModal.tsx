import { useId, useState } from 'react';
import { Modal } from '../../components/Modal';
import { DEFAULT_SLIPPAGE, parseAmountInput, SLIPPAGE_MAX_INTERNAL, SLIPPAGE_MAX_SETTINGS } from '../../core/amount';
import { DEFAULT_SPLIT_MAX_ROUTES } from '../../core/swapRouting';
import { setSlippage, setSplitMaxRoutes, slippage, SPLIT_MAX_ROUTES_LIMIT, splitMaxRoutes, swapStore } from '../../state/swap';
import { registerModal, type ModalViewProps } from '../common/modalRegistry';
import { SlippageField, slippageFieldText } from '../common/SlippageField';
import './SwapSettingsModal.css';

/** Slippage text in percent ("0.5") as hundredths, or why it is refused (SPEC §5: 0-100 %). */
export function readSlippageText(text: string): { ok: true; hundredths: number } | { ok: false; reason: string } {
  if (text.trim() === '') return { ok: false, reason: 'Enter a slippage tolerance' };
  const parsed = parseAmountInput(text, 2);
  if (!parsed.ok) return { ok: false, reason: parsed.reason };
  if (parsed.amount.units > BigInt(SLIPPAGE_MAX_SETTINGS)) return { ok: false, reason: 'Slippage is at most 100%' };
  return { ok: true, hundredths: Number(parsed.amount.units) };
}

/** Split max routes text as a whole number from 0 (SPEC §5: never below 0). */
export function readSplitText(text: string): { ok: true; value: number } | { ok: false; reason: string } {
  if (!/^\d{1,3}$/.test(text.trim())) return { ok: false, reason: 'Enter a whole number from 0' };
  const value = Number(text.trim());
  return value > SPLIT_MAX_ROUTES_LIMIT ? { ok: false, reason: `At most ${SPLIT_MAX_ROUTES_LIMIT}` } : { ok: true, value };
}

function slippageNote(hundredths: number): string | null {
  if (hundredths > SLIPPAGE_MAX_INTERNAL) return 'Swaps never accept more than 50%: the minimum received uses 50%.';
  if (hundredths >= 500) return 'High tolerance: you may receive much less than quoted.';
  if (hundredths < 5) return 'Very low tolerance: a price move of one block makes the swap fail.';
  return null;
}

/** SPEC §2 Modals "Swap settings": split max routes and slippage, stored in the browser. */
export function SwapSettingsModal({ onClose }: ModalViewProps) {
  const splitId = useId();
  const [slippageText, setSlippageText] = useState(() => slippageFieldText(slippage.value));
  const [splitText, setSplitText] = useState(() => String(splitMaxRoutes.value));
  const slippageRead = readSlippageText(slippageText);
  const splitRead = readSplitText(splitText);
  const note = slippageRead.ok ? slippageNote(slippageRead.hundredths) : null;

  const save = () => {
    if (!slippageRead.ok || !splitRead.ok) return;
    setSlippage(slippageRead.hundredths);
    setSplitMaxRoutes(splitRead.value);
    void swapStore.refreshRoutes();
    onClose();
  };

  return (
    <Modal
      title="Swap settings"
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setSlippageText(slippageFieldText(DEFAULT_SLIPPAGE));
              setSplitText(String(DEFAULT_SPLIT_MAX_ROUTES));
            }}
          >
            Defaults
          </button>
          <button type="button" className="button button--primary" disabled={!slippageRead.ok || !splitRead.ok} onClick={save}>
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
        <SlippageField label="Slippage tolerance" text={slippageText} onText={setSlippageText} read={slippageRead} note={note} />
        <div className="swap-settings__group">
          <label className="field-label" htmlFor={splitId}>
            Split max routes
          </label>
          <input
            id={splitId}
            className="input num swap-settings__split"
            inputMode="numeric"
            value={splitText}
            aria-invalid={!splitRead.ok || undefined}
            onChange={(event) => setSplitText(event.target.value)}
          />
          {!splitRead.ok ? (
            <p className="swap-settings__error">{splitRead.reason}</p>
          ) : (
            <p className="swap-settings__note">How many paths one swap may be split over; 0 or 1 keeps it on a single path.</p>
          )}
        </div>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

registerModal('swapSettings', SwapSettingsModal);
