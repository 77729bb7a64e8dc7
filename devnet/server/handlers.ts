/** The devnet's handlers in the order they are tried (docs/decisions/0001-one-origin-devnet.md). */
import type { Chain } from '../chain';
import type { Handler } from '../http/types';
import { staticApp } from './static';
import { versionRoute } from './version';
import type { LiveServer } from '../services/socket';
import { adminHandler, type AdminHooks } from '../faults/admin';
import { faultHandler, type FaultState } from '../faults/state';
import { logoHandler } from '../services/logos';
import { statusHandler, type Readiness } from './status';

/** Everything the handlers answer from. */
export interface HandlerParts {
  readonly chain: Chain;
  readonly faults: FaultState;
  readonly admin: AdminHooks;
  readonly readiness: Readiness;
  /** Set once the HTTP server exists (the socket attaches to it). */
  readonly live: () => LiveServer | undefined;
  /** Swap API (/api/, /api2/) and light API (/lightapi/, /lightapi2/). */
  readonly services: readonly Handler[];
  readonly distDir: string;
  readonly serveApp: boolean;
}

/** Faults first (they delay or fail any API), then admin and status, then every API, then the app. */
export function devnetHandlers(parts: HandlerParts): Handler[] {
  const sessionTokens: Handler = (req, res, url) => parts.live()?.sessionTokenHandler(req, res, url) ?? false;
  const handlers: Handler[] = [
    faultHandler(parts.faults),
    adminHandler(parts.faults, parts.admin),
    statusHandler(['/api/', '/api2/'], parts.readiness),
    sessionTokens,
    parts.chain.rpcHandler,
    parts.chain.explorerHandler,
    parts.chain.accountsHandler,
    logoHandler(),
    versionRoute(parts.distDir),
    ...parts.services,
  ];
  if (parts.serveApp) handlers.push(staticApp(parts.distDir));
  return handlers;
}
