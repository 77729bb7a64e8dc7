/**
 * The market worker's socket, with one owner (DESIGN §4): the market screen and the swap chart both
 * open it through here, to the selected endpoint's URLs, and it closes once neither needs it. The
 * same endpoint twice is one connection; `force` reconnects (SPEC §4: a new endpoint reconnects).
 */
import type { FramePacing, MarketApi, MarketHooks } from '../../../workers/market.client';

/** Who holds the socket open. */
export type SocketUser = 'market' | 'chart';

export type MarketSocketDeps = {
  readonly client: () => Pick<MarketApi, 'open' | 'close'>;
  readonly uuid: () => string;
  readonly readToken: () => string | null;
  /** Makes a configured URL ("/api/") absolute for the worker. */
  readonly resolveUrl: (url: string) => string;
  /** The worker's calls into this thread: the session token, frames, HTTP snapshots. */
  readonly hooks: MarketHooks;
  /** The worker answered `open`: how frames will come. */
  readonly opened: (pacing: FramePacing) => void;
  /** The socket was closed. */
  readonly closed: () => void;
};

export function createMarketSocket(deps: MarketSocketDeps) {
  let openKey: string | null = null;
  const users = new Set<SocketUser>();

  const close = async () => {
    openKey = null;
    deps.closed();
    await deps.client().close();
  };

  return {
    /** Opens the socket to an endpoint for `user` (closing any other endpoint's); the open one again is a no-op unless forced. */
    async open(user: SocketUser, apiUrl: string, socketUrl: string, force = false): Promise<void> {
      users.add(user);
      const key = `${apiUrl} ${socketUrl}`;
      if (key === openKey && !force) return;
      openKey = key;
      const endpoint = { apiUrl: deps.resolveUrl(apiUrl), socketUrl: deps.resolveUrl(socketUrl), uuid: deps.uuid(), token: deps.readToken() };
      deps.opened(await deps.client().open(endpoint, deps.hooks));
    },
    /** `user` no longer needs the socket: it closes unless someone else does. Answers whether it closed. */
    async release(user: SocketUser): Promise<boolean> {
      users.delete(user);
      if (users.size > 0) return false;
      await close();
      return true;
    },
    /** Closes it for everyone (no endpoint is selected); the users stay, to open it again on the next one. */
    drop: close,
  };
}

export type MarketSocket = ReturnType<typeof createMarketSocket>;
