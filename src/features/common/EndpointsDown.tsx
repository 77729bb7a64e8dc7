import { useSignals } from '@preact/signals-react/runtime';
import { WarningIcon } from '../../components/icons/uiIcons';
import { endpointChoicePending, retryEndpoints } from '../../state/app';
import { EndpointSelector } from './EndpointSelector';
import './EndpointsDown.css';

/**
 * What a screen that reads the swap service shows while no endpoint is ready, instead of a spinner:
 * why, the endpoint picker and Try again. The store asks again by itself, so the screen also fills
 * on its own once an endpoint is back (docs/decisions/0036).
 */
export function EndpointsDown() {
  useSignals();
  const pending = endpointChoicePending.value;
  return (
    <section className="endpoints-down" role="alert" aria-labelledby="endpoints-down-title">
      <div className="endpoints-down__head">
        <WarningIcon size={18} className="endpoints-down__icon" />
        <h2 id="endpoints-down-title" className="endpoints-down__title">
          No API endpoint is ready
        </h2>
      </div>
      <p className="endpoints-down__text">
        Prices, pools and markets come from a swap API endpoint, and none answers right now. Choose another one, or wait: this screen fills by itself as soon as
        one is back.
      </p>
      <EndpointSelector />
      <button type="button" className="button button--secondary button--sm endpoints-down__retry" disabled={pending} onClick={() => void retryEndpoints()}>
        {pending ? 'Checking…' : 'Try again'}
      </button>
    </section>
  );
}
