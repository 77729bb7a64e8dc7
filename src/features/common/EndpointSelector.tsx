import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { EndpointGrid } from '../../components/EndpointGrid';
import { chooseEndpoint, endpointChoicePending, endpoints, refreshAllEndpointStatuses, selectedEndpointIndex } from '../../state/app';

/** The drawer's API endpoint selector, wired to the endpoint store; a click saves the choice (SPEC §4). */
export function EndpointSelector() {
  useSignals();
  // The drawer mounts this when it opens: refresh every indicator so ready/not-ready is current, not from start-up.
  useEffect(() => {
    refreshAllEndpointStatuses().catch((error: unknown) => console.error('Refreshing endpoint statuses failed', error));
  }, []);
  return (
    <EndpointGrid
      endpoints={endpoints.value}
      selectedIndex={selectedEndpointIndex.value}
      pending={endpointChoicePending.value}
      onChoose={(index) => {
        chooseEndpoint(index, { save: true }).catch((error: unknown) => console.error('Choosing the API endpoint failed', error));
      }}
    />
  );
}
