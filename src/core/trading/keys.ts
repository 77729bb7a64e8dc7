/**
 * The trade box's keyboard (issue 16 item 5): B and S focus the buy and sell forms, Enter places
 * (after its confirmations), Esc clears, ? lists the keys. Nothing is taken from a text field, and
 * nothing happens under a modal or with a modifier held (the browser's and the OS's keys stay theirs).
 */

export type TradeKeyAction = 'focusBuy' | 'focusSell' | 'place' | 'clear' | 'help';

/** The key and where focus is when it was pressed. */
export type TradeKeyContext = {
  readonly key: string;
  readonly modifier: boolean;
  /** Focus is in a text field, select or editable element. */
  readonly inTextField: boolean;
  /** Focus is inside one of the trade box's forms. */
  readonly inTradeForm: boolean;
  readonly modalOpen: boolean;
};

/** The shortcut list the `?` popover shows, in its order. */
export const TRADE_SHORTCUTS: readonly { readonly keys: string; readonly does: string }[] = [
  { keys: 'B', does: 'Focus the buy form' },
  { keys: 'S', does: 'Focus the sell form' },
  { keys: 'Enter', does: 'Place the order of the focused form (after its confirmations)' },
  { keys: 'Esc', does: 'Clear the focused form' },
  { keys: '?', does: 'Show or hide these keys' },
];

/** What a key press does on the market screen, or null to leave it alone. */
export function tradeKeyAction(context: TradeKeyContext): TradeKeyAction | null {
  if (context.modifier || context.modalOpen) return null;
  // Enter and Esc act on the form that has focus, fields included: a field's own use of them is none.
  if (context.inTradeForm && context.key === 'Enter') return 'place';
  if (context.inTradeForm && context.key === 'Escape') return 'clear';
  if (context.inTextField) return null;
  switch (context.key) {
    case 'b':
    case 'B':
      return 'focusBuy';
    case 's':
    case 'S':
      return 'focusSell';
    case '?':
      return 'help';
    default:
      return null;
  }
}
