import { ChevronDownIcon } from '../../components/icons/uiIcons';
import { formatPrice } from '../../core/format';
import type { Exchange } from '../../core/urlParams/exchanges';
import type { RouteStep, SwapRoute } from '../../core/swapRouting';
import { ExchangeLogo } from './ExchangeLogo';
import { formatTokenAmount } from './swapFormat';
import './RouteItem.css';

type RouteItemProps = {
  route: SwapRoute;
  index: number;
  selected: boolean;
  expanded: boolean;
  /** Chooses the route (locks the selection) and toggles its details. */
  onSelect: () => void;
};

const TYPE_NAMES = { pools: 'Pool', poolsv3: 'Concentrated pool', markets: 'Order book' } as const;

function exchangesOf(route: SwapRoute): Exchange[] {
  return [...new Set(route.paths.flatMap((path) => path.steps.map((step) => step.exchange)))];
}

function StepRow({ step }: { step: RouteStep }) {
  return (
    <tr>
      <td data-label="Exchange">
        <ExchangeLogo exchange={step.exchange} size={14} withName />
      </td>
      <td data-label="Type">{TYPE_NAMES[step.type]}</td>
      <td data-label="Liquidity" className="num">
        <span className="route-item__stack">
          <span>{formatTokenAmount(step.liquidityIn, step.tokenIn.ticker)}</span>
          <span className="route-item__faint">{formatTokenAmount(step.liquidityOut, step.tokenOut.ticker)}</span>
        </span>
      </td>
      <td data-label="Price" className="num">
        {formatPrice(step.price)}
      </td>
      <td data-label="Input" className="num">
        {formatTokenAmount(step.input, step.tokenIn.ticker)}
      </td>
      <td data-label="Output" className="num">
        {formatTokenAmount(step.output, step.tokenOut.ticker)}
      </td>
    </tr>
  );
}

/** One route (SPEC §2): a short row (exchanges, price, input, output) that expands to its splits and steps. */
export function RouteItem({ route, index, selected, expanded, onSelect }: RouteItemProps) {
  const exchanges = exchangesOf(route);
  const detailsId = `route-${route.hash}-details`;
  return (
    <li className={selected ? 'route-item is-selected' : 'route-item'} aria-current={selected ? 'true' : undefined}>
      <button type="button" className="route-item__row" aria-expanded={expanded} aria-controls={detailsId} onClick={onSelect}>
        {/* Named by what it shows (the logos' names, price, amounts) after its number, so speech input can say it. */}
        <span className="visually-hidden">{`Route ${index + 1}: `}</span>
        <span className="route-item__logos">
          {exchanges.map((exchange) => (
            <ExchangeLogo key={exchange} exchange={exchange} />
          ))}
          {route.paths.length > 1 && <span className="route-item__split">{route.paths.length} splits</span>}
        </span>
        <span className="route-item__price num">{formatPrice(route.route_price)}</span>
        <span className="route-item__amount route-item__in num">{formatTokenAmount(route.amount_in, route.token_in.ticker)}</span>
        <span className="route-item__amount route-item__out num">{formatTokenAmount(route.amount_received, route.token_out.ticker)}</span>
        <ChevronDownIcon size={14} className="route-item__chevron" />
      </button>
      {expanded && (
        <div id={detailsId} className="route-item__details">
          {route.paths.map((path) => (
            <div key={path.hops.join('-')} className="route-item__path">
              <div className="route-item__path-head num">
                <span>{path.percentage.toFixed(2)}%</span>
                <span>
                  {path.steps
                    .map((step) => step.tokenIn.ticker)
                    .concat(route.token_out.ticker)
                    .join(' → ')}
                </span>
                <span>min {formatTokenAmount(path.minimumReceived, route.token_out.ticker)}</span>
              </div>
              <table className="table route-item__steps">
                <thead>
                  <tr>
                    <th>Exchange</th>
                    <th>Type</th>
                    <th className="num">Liquidity</th>
                    <th className="num">Price</th>
                    <th className="num">Input</th>
                    <th className="num">Output</th>
                  </tr>
                </thead>
                <tbody>
                  {path.steps.map((step) => (
                    <StepRow key={step.hop} step={step} />
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      )}
    </li>
  );
}
