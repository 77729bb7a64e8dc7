import { EXCHANGE_NAMES, type Exchange } from '../../core/urlParams';
import './ExchangeSelector.css';

/** The exchanges with liquidity pools (SPEC §7: v2 venues and alcorv2's concentrated pools). */
export const POOL_EXCHANGES: readonly Exchange[] = ['alcorv2', 'defibox', 'taco', 'adex', 'neftyblocks', 'waxfusion'];

type ExchangeSelectorProps = {
  value: Exchange;
  onChange: (exchange: Exchange) => void;
};

/** The exchange choice at the head of the liquidity form, as a radio group. */
export function ExchangeSelector({ value, onChange }: ExchangeSelectorProps) {
  return (
    <fieldset className="exchange-selector">
      <legend className="visually-hidden">Exchange</legend>
      {POOL_EXCHANGES.map((exchange) => (
        <label key={exchange} className="exchange-selector__option">
          <input
            type="radio"
            name="liquidity-exchange"
            value={exchange}
            checked={exchange === value}
            onChange={() => onChange(exchange)}
            className="exchange-selector__radio"
          />
          <span className="exchange-selector__name">{EXCHANGE_NAMES[exchange]}</span>
        </label>
      ))}
    </fieldset>
  );
}
