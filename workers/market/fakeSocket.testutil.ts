/** Test-only: a socket that answers each connect as a script says, and a token endpoint. */
import type { LiveSocket, SocketFactory, SocketOptions } from './socket';

/** What a connect attempt does: connect, or fail with a connect_error message. */
export type Answer = 'connect' | string;

export class FakeSocket implements LiveSocket {
  connected = false;
  /** The auth payload of every attempt. */
  readonly attempts: { token: string; uuid: string }[] = [];
  readonly emitted: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, ((payload: unknown, sentAt?: unknown) => void)[]>();

  constructor(
    readonly url: string,
    readonly options: SocketOptions,
    private readonly answer: (attempt: number) => Answer,
  ) {}

  on(event: string, listener: (payload: unknown, sentAt?: unknown) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }

  emit(event: string, payload: unknown): void {
    this.emitted.push({ event, payload });
  }

  connect(): void {
    this.options.auth((data) => this.attempts.push(data));
    const answer = this.answer(this.attempts.length);
    if (answer === 'connect') {
      this.connected = true;
      this.fire('connect', undefined);
    } else this.fire('connect_error', new Error(answer));
  }

  disconnect(): void {
    const was = this.connected;
    this.connected = false;
    if (was) this.fire('disconnect', 'io client disconnect');
  }

  /** The server or the network drops the connection. */
  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** Delivers a server event, with a send stamp as its second argument when given. */
  fire(event: string, payload: unknown, sentAt?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload, sentAt);
  }
}

/** A factory recording the sockets it makes. */
export function fakeSockets(answer: (attempt: number) => Answer): SocketFactory & { sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  const factory = (url: string, options: SocketOptions) => {
    const socket = new FakeSocket(url, options, answer);
    sockets.push(socket);
    return socket;
  };
  return Object.assign(factory, { sockets });
}

/** A token endpoint handing out tok-1, tok-2, …, recording the requests. */
export function tokenEndpoint(fail = () => false) {
  const requests: { url: string; body: unknown }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    requests.push({ url, body: JSON.parse(String(init?.body)) });
    if (fail()) return new Response('down', { status: 503 });
    return Response.json({ token: `token-number-${requests.length}` });
  };
  return { fetch, requests };
}
