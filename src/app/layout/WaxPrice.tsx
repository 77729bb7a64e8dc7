import { useSignals } from '@preact/signals-react/runtime';
import { waxUsdPrice } from '../../state/app';
import { formatWaxUsd } from './formatWaxUsd';

/** The WAX price in USD from the oracle rates; "—" until a real price is known. */
export function WaxPrice({ className }: { className?: string }) {
  useSignals();
  const price = waxUsdPrice.value;
  return (
    <span className={`wax-price${className ? ` ${className}` : ''}`} data-testid="wax-price" title="WAX price in USD (oracle median)">
      <span className="wax-price__label">WAX</span>
      <span className="wax-price__value num" aria-live="off">
        {formatWaxUsd(price)}
      </span>
    </span>
  );
}
