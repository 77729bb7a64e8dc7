/** What the swap box's action button says and does (it always names what is missing). */
import { compareAmounts, type Amount } from '../../core/amount';
import type { SwapExecution } from '../../state/swap';

/** The button's state: its label, whether it can be pressed, and what pressing does. */
export type SwapButtonState = { readonly label: string; readonly disabled: boolean; readonly action: 'connect' | 'swap' | 'none' };

/** What the label depends on. */
export interface SwapButtonInput {
  readonly loggedIn: boolean;
  readonly hasPair: boolean;
  readonly amount: Amount | null;
  readonly amountError: string | null;
  /** The input token's balance; null while unknown (it never blocks then). */
  readonly balance: Amount | null;
  readonly routesLoading: boolean;
  readonly routesError: string | null;
  readonly hasRoute: boolean;
  readonly execution: SwapExecution['phase'];
}

const state = (label: string, action: SwapButtonState['action'] = 'none'): SwapButtonState => ({ label, disabled: action === 'none', action });

/** The button for the current form. */
export function swapButtonState(input: SwapButtonInput): SwapButtonState {
  if (!input.loggedIn) return state('Connect wallet', 'connect');
  if (!input.hasPair) return state('Select a token');
  if (input.amountError !== null) return state('Enter a valid amount');
  if (input.amount === null || input.amount.units <= 0n) return state('Enter an amount');
  if (input.balance !== null && input.balance.precision === input.amount.precision && compareAmounts(input.amount, input.balance) > 0)
    return state('Insufficient balance');
  if (input.execution === 'checking') return state('Checking the route…');
  if (input.execution === 'sending') return state('Signing…');
  if (input.execution === 'confirm') return state('Confirm below');
  if (!input.hasRoute) return state(input.routesLoading ? 'Finding routes…' : input.routesError !== null ? 'No route' : 'Finding routes…');
  return state('Swap', 'swap');
}
