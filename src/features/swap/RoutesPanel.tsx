import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Loader } from '../../components/Loader';
import { Panel } from '../../components/Panel';
import { formatPrice } from '../../core/format';
import { routeSignature, swapStore } from '../../state/swap';
import { PathDiagram } from './PathDiagram';
import { RouteFilters } from './RouteFilters';
import { RouteItem } from './RouteItem';
import { LockIcon, RefreshIcon } from './swapIcons';
import { formatRate, inversePrice } from './swapFormat';
import './RoutesPanel.css';

function Status({ children }: { children: string }) {
  return <p className="routes-panel__status">{children}</p>;
}

/** The routes list (SPEC §2): the selected route's rates and path, the filters, then every route, best first. */
export function RoutesPanel() {
  useSignals();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const pair = swapStore.pair.value;
  const amount = swapStore.amountIn.value;
  const routes = swapStore.routes.value;
  const state = swapStore.routesState.value;
  const selected = swapStore.selectedRoute.value;
  const locked = swapStore.selectionLocked.value;
  const selectedIndex = swapStore.selectedIndex.value;

  const toggle = (key: string) => setExpanded((open) => (open.has(key) ? new Set([...open].filter((item) => item !== key)) : new Set([...open, key])));

  const actions = (
    <>
      {locked && (
        <button type="button" className="button button--ghost button--sm" onClick={swapStore.unlockSelection} title="Follow the best route again">
          <LockIcon size={14} /> Locked
        </button>
      )}
      <button
        type="button"
        className="button button--ghost button--icon"
        aria-label="Refresh routes"
        disabled={amount === null || state.loading}
        onClick={() => void swapStore.refreshRoutes()}
      >
        <RefreshIcon size={16} />
      </button>
    </>
  );

  let body;
  if (pair === null) body = <Status>Choose two tokens to see routes.</Status>;
  else if (amount === null || amount.units <= 0n) body = <Status>{`Enter an amount of ${pair.input.ticker} to see routes to ${pair.output.ticker}.`}</Status>;
  else if (routes.length === 0 && state.loading) body = <Loader message="Finding routes…" />;
  else if (routes.length === 0 && state.error) body = <Loader error={state.error} onRetry={() => void swapStore.refreshRoutes()} />;
  else if (routes.length === 0) body = <Loader message="Finding routes…" />;
  else {
    const inverse = selected ? inversePrice(selected.route_price) : null;
    body = (
      <>
        {selected && (
          <div className="routes-panel__selected" aria-label="Selected route">
            <div className="routes-panel__rates num">
              <span>{formatRate(selected.route_price, selected.token_in.ticker, selected.token_out.ticker)}</span>
              {inverse !== null && <span>{`1 ${selected.token_out.ticker} = ${formatPrice(inverse)} ${selected.token_in.ticker}`}</span>}
            </div>
            <PathDiagram route={selected} />
          </div>
        )}
        <div className="routes-panel__columns" aria-hidden="true">
          <span>Exchanges</span>
          <span>Price</span>
          <span>Input</span>
          <span>Output</span>
        </div>
        <ol className="routes-panel__list" aria-label="Routes">
          {routes.map((route, index) => {
            const key = routeSignature(route);
            return (
              <RouteItem
                key={key}
                route={route}
                index={index}
                selected={index === selectedIndex}
                expanded={expanded.has(key)}
                onSelect={() => {
                  swapStore.selectRoute(index);
                  toggle(key);
                }}
              />
            );
          })}
        </ol>
      </>
    );
  }

  return (
    <Panel title="Routes" actions={actions} className="routes-panel" bodyClassName="routes-panel__body">
      {pair !== null && <RouteFilters filter={swapStore.routeFilter.value} onChange={swapStore.setRouteFilter} />}
      {body}
    </Panel>
  );
}
