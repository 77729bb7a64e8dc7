/** The little of a socket.io client the connection uses, so tests can drive it without a server. */
import { io } from 'socket.io-client';

/** A socket.io client socket as `LiveConnection` uses it. */
export interface LiveSocket {
  readonly connected: boolean;
  /** `sentAt` is the event's second argument: the server's send stamp, where it sends one. */
  on(event: string, listener: (payload: unknown, sentAt?: unknown) => void): void;
  emit(event: string, payload: unknown): void;
  connect(): void;
  disconnect(): void;
}

/** Where and how to connect; `auth` is read on every attempt, so a renewed token is sent at once. */
export type SocketOptions = { readonly path: string; readonly auth: (send: (data: { token: string; uuid: string }) => void) => void };

/** Makes a socket that does not connect until asked. */
export type SocketFactory = (url: string, options: SocketOptions) => LiveSocket;

/**
 * socket.io-client with its own reconnection off (SPEC §9's schedule is ours) and WebSocket only:
 * a worker has WebSocket, and skipping the polling upgrade saves a round of requests per connect.
 */
export const socketIoFactory: SocketFactory = (url, options) => {
  const socket = io(url, { path: options.path, auth: options.auth, transports: ['websocket'], reconnection: false, autoConnect: false, forceNew: true });
  return {
    get connected() {
      return socket.connected;
    },
    on: (event, listener) => void socket.on(event, listener),
    emit: (event, payload) => void socket.emit(event, payload),
    connect: () => void socket.connect(),
    disconnect: () => void socket.disconnect(),
  };
};
