import type { Market } from '../../core/domain';

/** The price, amount and total headers of the account's order and trade tables, each with its token. */
export function BookColumnHeads({ market }: { market: Market }) {
  return (
    <>
      <th scope="col" className="num">
        Price <span className="open-orders__unit">({market.base.ticker})</span>
      </th>
      <th scope="col" className="num">
        Amount <span className="open-orders__unit">({market.quote.ticker})</span>
      </th>
      <th scope="col" className="num open-orders__total">
        Total <span className="open-orders__unit">({market.base.ticker})</span>
      </th>
    </>
  );
}
