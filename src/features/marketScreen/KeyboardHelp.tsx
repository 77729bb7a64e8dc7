import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { TRADE_SHORTCUTS } from '../../core/trading';
import { tradeBox } from '../../state/market';

/** The `?` button and its popover listing the trade box's keys (issue 16 item 5). */
export function KeyboardHelp() {
  useSignals();
  const open = tradeBox.helpOpen.value;
  const id = useId();
  return (
    <div className="keyboard-help">
      <button
        type="button"
        className="button button--ghost button--sm keyboard-help__button"
        aria-label="Keyboard shortcuts"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (tradeBox.helpOpen.value = !open)}
      >
        ?
      </button>
      {open && (
        <div id={id} className="keyboard-help__popover" role="dialog" aria-label="Keyboard shortcuts">
          <table className="keyboard-help__table">
            <tbody>
              {TRADE_SHORTCUTS.map((shortcut) => (
                <tr key={shortcut.keys}>
                  <th scope="row">
                    <kbd>{shortcut.keys}</kbd>
                  </th>
                  <td>{shortcut.does}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="keyboard-help__note">Letters typed into a field stay in the field.</p>
        </div>
      )}
    </div>
  );
}
