import { useEffect } from 'react';
import { tradeKeyAction } from '../../core/trading';
import { tradeBox } from '../../state/market';
import { currentModal } from '../../state/ui';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The market screen's keys outside the forms (issue 16 item 5): B and S focus the buy and sell
 * forms, `?` toggles the key list and Esc closes it. Enter and Esc inside a form are the form's own
 * (OrderForm); nothing is taken from a text field, a modifier chord or a modal.
 */
export function useTradeKeys(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target;
      const inTradeForm = target instanceof HTMLElement && target.closest('[data-trade-form]') !== null;
      if (event.key === 'Escape' && tradeBox.helpOpen.value && currentModal.value === null) {
        tradeBox.helpOpen.value = false;
        return;
      }
      const action = tradeKeyAction({
        key: event.key,
        modifier: event.ctrlKey || event.metaKey || event.altKey,
        inTextField: isTextField(target),
        inTradeForm,
        modalOpen: currentModal.value !== null,
      });
      if (action === 'focusBuy' || action === 'focusSell') {
        event.preventDefault();
        tradeBox.focus(action === 'focusBuy' ? 'buy' : 'sell');
      } else if (action === 'help') {
        event.preventDefault();
        tradeBox.helpOpen.value = !tradeBox.helpOpen.value;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
