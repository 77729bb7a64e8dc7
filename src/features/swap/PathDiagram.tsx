import type { SwapRoute } from '../../core/swapRouting';
import { ExchangeLogo } from './ExchangeLogo';
import './PathDiagram.css';
import { TokenLogo } from '../../components/tokenLogo';

/** The selected route's path (SPEC §2): input, one lane per split with its share and hops, output. */
export function PathDiagram({ route }: { route: SwapRoute }) {
  return (
    <figure className="path-diagram" aria-label="Route path">
      <div className="path-diagram__end">
        <TokenLogo ticker={route.token_in.ticker} logo={null} size={28} />
        <span>{route.token_in.ticker}</span>
      </div>
      <ol className="path-diagram__lanes">
        {route.paths.map((path) => (
          <li key={path.hops.join('-')} className="path-diagram__lane">
            <span className="path-diagram__share num">{path.percentage.toFixed(2)}%</span>
            {path.steps.map((step, i) => (
              <span key={step.hop} className="path-diagram__hop">
                <ExchangeLogo exchange={step.exchange} size={14} />
                {i < path.steps.length - 1 && <span className="path-diagram__via">{step.tokenOut.ticker}</span>}
              </span>
            ))}
          </li>
        ))}
      </ol>
      <div className="path-diagram__end">
        <TokenLogo ticker={route.token_out.ticker} logo={null} size={28} />
        <span>{route.token_out.ticker}</span>
      </div>
    </figure>
  );
}
