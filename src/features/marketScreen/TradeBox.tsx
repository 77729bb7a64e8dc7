import { useSignals } from '@preact/signals-react/runtime';
import type { Market } from '../../core/domain';
import { tradeBox, type TradeType } from '../../state/market';
import { KeyboardHelp } from './KeyboardHelp';
import { OrderForm } from './OrderForm';
import './TradeBox.css';

const TYPES: readonly { id: TradeType; label: string }[] = [
  { id: 'limit', label: 'Limit' },
  { id: 'market', label: 'Market' },
];

/**
 * The trade box (SPEC §2 Market screen, §4 Market tabs): Limit and Market order types over a buy and a
 * sell form, side by side from 640 px and one at a time behind a Buy/Sell switch on phones. B and S
 * focus a form (and show it on a phone), `?` lists the keys.
 */
export function TradeBox({ market }: { market: Market }) {
  useSignals();
  const shown = tradeBox.shownSide.value;
  const type = tradeBox.tradeType.value;

  return (
    <div className="trade-box" data-shown={shown}>
      <div className="trade-box__bar">
        <div className="segmented" role="group" aria-label="Order type">
          {TYPES.map((item) => (
            <button key={item.id} type="button" aria-pressed={type === item.id} onClick={() => (tradeBox.tradeType.value = item.id)}>
              {item.label}
            </button>
          ))}
        </div>
        <div className="segmented trade-box__sides" role="group" aria-label="Side">
          {(['buy', 'sell'] as const).map((side) => (
            <button
              key={side}
              type="button"
              className={`trade-box__side--${side}`}
              aria-pressed={shown === side}
              onClick={() => (tradeBox.shownSide.value = side)}
            >
              {side === 'buy' ? 'Buy' : 'Sell'}
            </button>
          ))}
        </div>
        <KeyboardHelp />
      </div>
      <div className="trade-box__forms">
        <OrderForm side="buy" market={market} />
        <OrderForm side="sell" market={market} />
      </div>
    </div>
  );
}
