import { useSignals } from '@preact/signals-react/runtime';
import { Outlet, useMatches } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { EndpointsDown } from '../../features/common/EndpointsDown';
import { endpointsDown } from '../../state/app';
import type { PageHandle } from '../routes';

/** The matched screen's title when it reads the swap service, else null. */
function endpointScreen(matches: ReturnType<typeof useMatches>): string | null {
  for (const match of matches) {
    const title = (match.handle as PageHandle | undefined)?.needsEndpoint;
    if (title !== undefined) return title;
  }
  return null;
}

/**
 * The route's page; for a screen that reads the swap service while no endpoint is ready, the endpoint
 * notice under the screen's title instead of its spinners (docs/decisions/0036). The page mounts, and
 * loads, as soon as an endpoint is selected; its stores keep what the user typed meanwhile.
 */
export function PageOutlet() {
  useSignals();
  const screen = endpointScreen(useMatches());
  if (screen !== null && endpointsDown.value) {
    return (
      <PageFrame title={screen}>
        <EndpointsDown />
      </PageFrame>
    );
  }
  return <Outlet />;
}
