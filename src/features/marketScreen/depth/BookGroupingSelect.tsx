import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { unitsToDecimalString } from '../../../core/amount';
import { groupingSteps } from '../../../core/orderbook';
import { bookGrouping, setBookGrouping } from '../../../state/market';
import './Depth.css';

/** A step as a price: 1000 unit_price units → "0.00001". */
export function stepLabel(step: bigint): string {
  return step <= 1n ? 'None' : unitsToDecimalString(step, 8).replace(/\.?0+$/, '');
}

/** The book's price grouping (issue 16 item 6): none, or 10×, 100×, 1000× the price step shown. */
export function BookGroupingSelect({ pricePrecision }: { pricePrecision: number }) {
  useSignals();
  const id = useId();
  const steps = groupingSteps(pricePrecision);
  const current = bookGrouping.value;
  return (
    <span className="book-grouping">
      <label htmlFor={id}>Group</label>
      <select id={id} className="select" value={current.toString()} onChange={(event) => void setBookGrouping(BigInt(event.target.value))}>
        {steps.map((step) => (
          <option key={step.toString()} value={step.toString()}>
            {stepLabel(step)}
          </option>
        ))}
      </select>
    </span>
  );
}
