/**
 * The live socket's connection (SPEC §7 "Session token", "Live socket"; §8; §9): a session token
 * (the stored one, else a fresh one), a handshake with `{token, uuid}`, and retries on SPEC §9's
 * schedule — a session error renews the token first; 30 retries and it gives up. A successful
 * connect resets the count (SPEC §4 "Socket").
 */
import { isSessionError, isSessionToken, LIVE_SOCKET_PATH, MAX_SOCKET_RETRIES, retryDelaySeconds, SOCKET_MAX_RETRY_MESSAGE } from '../../src/core/live';
import { type FetchFn, requestSessionToken } from './session';
import type { LiveSocket, SocketFactory } from './socket';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** What the UI shows about the socket: its status, the retries so far and the last error. */
export type ConnectionState = { readonly status: ConnectionStatus; readonly retries: number; readonly message: string | null };

/** Where to connect: the selected swap-service endpoint, this browser's uuid and its stored token (or null). */
export type LiveEndpoint = {
  readonly apiUrl: string;
  readonly socketUrl: string;
  readonly path?: string;
  readonly uuid: string;
  readonly token: string | null;
};

export type ConnectionDeps = {
  readonly connectSocket: SocketFactory;
  readonly fetch: FetchFn;
  readonly log: (message: string) => void;
  /** Delay before retry `attempt` (1-based); SPEC §9's by default. */
  readonly retryDelayMs?: (attempt: number) => number;
};

export type ConnectionEvents = {
  readonly onState: (state: ConnectionState) => void;
  /** Every successful connect, the first and each reconnect: subscribe again and resync. */
  readonly onConnect: () => void;
  /** A new session token, for the caller to keep (the worker has no localStorage). */
  readonly onToken: (token: string) => void;
  /** A server event; `sentAt` is its unchecked second argument (a send stamp, or undefined). */
  readonly onMessage: (event: string, payload: unknown, sentAt: unknown) => void;
};

export const IDLE: ConnectionState = { status: 'idle', retries: 0, message: null };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class LiveConnection {
  private socket: LiveSocket | null = null;
  private endpoint: LiveEndpoint | null = null;
  private token: string | null = null;
  private retries = 0;
  private renewedSinceConnect = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  // Bumped by open/close: callbacks of an older socket or token request see a stale number and stop.
  private generation = 0;
  private current: ConnectionState = IDLE;

  constructor(
    private readonly deps: ConnectionDeps,
    private readonly events: ConnectionEvents,
    private readonly messageEvents: readonly string[],
  ) {}

  get state(): ConnectionState {
    return this.current;
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Connects to an endpoint, closing any previous connection. */
  open(endpoint: LiveEndpoint): void {
    this.close();
    const generation = this.generation;
    this.endpoint = endpoint;
    this.token = isSessionToken(endpoint.token) ? endpoint.token : null;
    const socket = this.deps.connectSocket(endpoint.socketUrl, {
      path: endpoint.path ?? LIVE_SOCKET_PATH,
      auth: (send) => send({ token: this.token ?? '', uuid: endpoint.uuid }),
    });
    this.socket = socket;
    const live = () => generation === this.generation;
    socket.on('connect', () => {
      if (!live()) return;
      this.retries = 0;
      this.renewedSinceConnect = false;
      this.setState({ status: 'connected', retries: 0, message: null });
      this.events.onConnect();
    });
    socket.on('connect_error', (error) => live() && this.failed(errorText(error)));
    socket.on('disconnect', (reason) => {
      // Our own disconnect (close, a new endpoint) is not a failure.
      if (!live() || reason === 'io client disconnect') return;
      this.deps.log(`socket disconnected: ${String(reason)}`);
      this.scheduleRetry(false, String(reason));
    });
    for (const event of this.messageEvents) socket.on(event, (payload, sentAt) => live() && this.events.onMessage(event, payload, sentAt));
    this.setState({ status: 'connecting', retries: 0, message: null });
    void this.attempt(generation);
  }

  /** Sends an event when connected; otherwise drops it (subscriptions are sent again on connect). */
  emit(event: string, payload: unknown): boolean {
    if (!this.socket?.connected) return false;
    this.socket.emit(event, payload);
    return true;
  }

  /** Disconnects and stops retrying. */
  close(): void {
    this.generation += 1;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.socket?.disconnect();
    this.socket = null;
    this.retries = 0;
    if (this.current.status !== 'idle') this.setState(IDLE);
  }

  private async attempt(generation: number): Promise<void> {
    if (this.token === null && !(await this.renewToken(generation))) {
      if (generation === this.generation) this.scheduleRetry(false, 'no session token');
      return;
    }
    if (generation === this.generation) this.socket?.connect();
  }

  private async renewToken(generation: number): Promise<boolean> {
    const endpoint = this.endpoint!;
    try {
      const token = await requestSessionToken(this.deps.fetch, endpoint.apiUrl, endpoint.uuid);
      if (generation !== this.generation) return false;
      this.token = token;
      this.events.onToken(token);
      return true;
    } catch (error) {
      this.deps.log(`socket session token request failed: ${errorText(error)}`);
      return false;
    }
  }

  private failed(message: string): void {
    if (isSessionError(message)) {
      this.deps.log(`socket session refused (${message}): renewing the token`);
      // The cause is fixed by a new token, so the first renewal retries at once; a refusal right
      // after a renewal waits its turn on the schedule.
      const immediate = !this.renewedSinceConnect;
      this.renewedSinceConnect = true;
      this.token = null;
      this.scheduleRetry(immediate, message);
      return;
    }
    this.deps.log(`socket connection error: ${message}`);
    this.scheduleRetry(false, message);
  }

  private scheduleRetry(immediate: boolean, message: string): void {
    if (this.timer !== null) return;
    if (this.retries >= MAX_SOCKET_RETRIES) {
      this.deps.log(SOCKET_MAX_RETRY_MESSAGE);
      this.generation += 1;
      this.socket?.disconnect();
      this.setState({ status: 'failed', retries: this.retries, message: SOCKET_MAX_RETRY_MESSAGE });
      return;
    }
    this.retries += 1;
    const generation = this.generation;
    const delay = immediate ? 0 : (this.deps.retryDelayMs ?? ((n) => retryDelaySeconds(n) * 1000))(this.retries);
    this.setState({ status: 'reconnecting', retries: this.retries, message });
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.attempt(generation);
    }, delay);
  }

  private setState(state: ConnectionState): void {
    this.current = state;
    this.events.onState(state);
  }
}
