import { formatPrice } from '../../core/format';
import type { SwapRoute } from '../../core/swapRouting';
import { formatPriceImpact, priceImpactClass } from './priceImpact';
import { formatRate, formatSlippage, formatTokenAmount, inversePrice } from './swapFormat';
import './SwapInfoList.css';

type SwapInfoListProps = {
  /** The selected route with the minimums of the current slippage (what would be signed). */
  route: SwapRoute;
  slippage: number;
};

/** The info list under the fields (SPEC §2): rate, price impact, minimum received, fees, route shape, slippage. */
export function SwapInfoList({ route, slippage }: SwapInfoListProps) {
  const input = route.token_in.ticker;
  const output = route.token_out.ticker;
  const impactClass = priceImpactClass(route.price_impact);
  const inverse = inversePrice(route.route_price);
  return (
    <dl className="swap-info" aria-label="Swap details">
      <div className="swap-info__row">
        <dt>Rate</dt>
        <dd className="num">
          <div>{formatRate(route.route_price, input, output)}</div>
          {inverse !== null && <div className="swap-info__sub">{`1 ${output} = ${formatPrice(inverse)} ${input}`}</div>}
        </dd>
      </div>
      <div className="swap-info__row">
        <dt>Price impact</dt>
        <dd className={`num price-impact price-impact--${impactClass}`} data-impact={impactClass}>
          {formatPriceImpact(route.price_impact)}
        </dd>
      </div>
      <div className="swap-info__row">
        <dt>Minimum received</dt>
        <dd className="num" data-testid="minimum-received">
          {formatTokenAmount(route.minimum_received, output)}
        </dd>
      </div>
      <div className="swap-info__row">
        <dt>Fees</dt>
        <dd className="num">
          {formatTokenAmount(route.fees, input)}
          {route.platform_fees.units > 0n && <div className="swap-info__sub">{`+ ${formatTokenAmount(route.platform_fees, input)} platform`}</div>}
        </dd>
      </div>
      <div className="swap-info__row">
        <dt>Route</dt>
        <dd>
          {route.paths.length > 1
            ? `Split over ${route.paths.length} paths`
            : `${route.paths[0]?.steps.length ?? 0} hop${route.paths[0]?.steps.length === 1 ? '' : 's'}`}
        </dd>
      </div>
      <div className="swap-info__row">
        <dt>Slippage tolerance</dt>
        <dd className="num">{formatSlippage(slippage)}</dd>
      </div>
    </dl>
  );
}
