/**
 * The devnet's live socket (SPEC §7 "Live socket"): socket.io at /waxwing-socket.io/ on the devnet's
 * HTTP server, session-token handshakes, rooms per market, numbered order-book deltas with a
 * snapshot per side on subscribe, market matches and klines, all batched per tick, every emit
 * stamped with its send time (ms since the epoch) as a second argument.
 * Contract with the publisher: call `publishOrderDelta` in the same tick as the book change, so a
 * snapshot read from `bookSource` always includes exactly the deltas numbered up to its `seq`.
 */
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  CLIENT_EVENTS,
  LIVE_SOCKET_PATH,
  ORDERBOOK_STREAM,
  parseSubscription,
  roomName,
  ROOM_EVENT,
  SERVER_EVENTS,
  SESSION_INVALID,
  SESSION_REQUIRED,
  type KlineRoomParams,
  type WireKline,
  type WireMarketMatch,
  type WireOrderbookSnapshot,
  type WireOrderDelta,
  type WireOrderRow,
} from '../../../src/core/live';
import type { BookTable } from '../../../src/core/orderbook';
import type { Handler } from '../../http/types';
import { RoomBatcher } from './batcher';
import { SideSequences } from './sequences';
import { sessionTokenRoute } from './sessionRoute';
import { createSessionTokens, type SessionTokens } from './sessionTokens';
import { createLiveStats, type LiveStats } from './stats';

/** Where snapshots come from: the devnet's order-book tables, as wire rows. */
export interface BookSource {
  getOrders(marketId: number, table: BookTable): readonly WireOrderRow[];
}

export interface LiveServerOptions {
  httpServer: HttpServer;
  path?: string;
  bookSource: BookSource;
  sessionTokens?: SessionTokens;
  /** Batch window in ms (default 25); 0 sends each message at once. */
  flushMs?: number;
  /** Where the session-token route answers (default: under /api/ and /api2/). */
  sessionTokenPaths?: readonly string[];
}

/** A match as the publisher has it; the server adds the market id. */
export type MatchInput = Omit<WireMarketMatch, 'market_id'>;

export interface LiveServer {
  /** Numbers and sends an order-book delta to the market's room. */
  publishOrderDelta(marketId: number, table: BookTable, present: boolean, row: WireOrderRow): void;
  publishMatch(marketId: number, match: MatchInput): void;
  publishKline(key: KlineRoomParams, message: WireKline): void;
  /** The devnet route for POST {api}socket-session-token. */
  readonly sessionTokenHandler: Handler;
  readonly sessionTokens: SessionTokens;
  /** Fault knob: closes every client connection (clients reconnect and must resync). Returns how many. */
  dropAllSockets(): number;
  stats(): LiveStats;
  /** Sends what is queued, disconnects every client and stops the engine; the HTTP server stays up (it is the caller's). */
  close(): Promise<void>;
}

const DEFAULT_FLUSH_MS = 25;

/** Attaches the live socket to the devnet's HTTP server. */
export function createLiveServer(options: LiveServerOptions): LiveServer {
  const io = new Server(options.httpServer, { path: options.path ?? LIVE_SOCKET_PATH, serveClient: false, cors: { origin: '*' } });
  const tokens = options.sessionTokens ?? createSessionTokens();
  const sequences = new SideSequences();
  const counters = createLiveStats();
  const rooms = io.of('/').adapter.rooms;
  const members = (room: string) => rooms.get(room)?.size ?? 0;

  const batcher = new RoomBatcher((room, event, payload, count, sentAt) => {
    const started = process.hrtime.bigint();
    const receivers = members(room);
    // The send stamp rides as a second argument: clients that read one argument see Alcor's shape.
    if (receivers > 0) io.to(room).emit(event, payload, sentAt);
    counters.recordEmit(count, receivers, process.hrtime.bigint() - started);
  }, options.flushMs ?? DEFAULT_FLUSH_MS);

  // Skipping rooms nobody is in keeps an unwatched market's flow from costing an encode per tick.
  const queue = (room: string, event: string, message: unknown) => {
    if (members(room) > 0) batcher.push(room, event, message);
  };

  io.use((socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    const { token, uuid } = auth;
    if (typeof token !== 'string' || token === '' || typeof uuid !== 'string' || uuid === '') {
      counters.authRejected.required += 1;
      return next(new Error(SESSION_REQUIRED));
    }
    if (!tokens.verify(token, uuid)) {
      counters.authRejected.invalid += 1;
      return next(new Error(SESSION_INVALID));
    }
    next();
  });

  const sendSnapshots = (socket: Socket, marketId: number) => {
    for (const table of ['buyorder', 'sellorder'] as const) {
      const snapshot: WireOrderbookSnapshot = {
        market_id: marketId,
        table,
        seq: sequences.current(marketId, table),
        rows: options.bookSource.getOrders(marketId, table),
      };
      socket.emit(SERVER_EVENTS.orderbookSnapshot, snapshot, Date.now());
      counters.snapshotsSent += 1;
    }
  };

  io.on('connection', (socket) => {
    socket.on(CLIENT_EVENTS.subscribe, (raw: unknown, ack?: unknown) => {
      const subscription = parseSubscription(raw);
      const answer = typeof ack === 'function' ? (ack as (reply: unknown) => void) : () => undefined;
      if (subscription === null || (subscription.room !== 'klines' && subscription.params.src !== ORDERBOOK_STREAM)) {
        counters.badSubscriptions += 1;
        return answer({ ok: false, error: 'unknown room or bad params' });
      }
      void socket.join(roomName(subscription));
      // A repeated subscribe is how a client asks for a fresh snapshot after a gap.
      if (subscription.room === 'orderbooksDelta') sendSnapshots(socket, subscription.params.market_id);
      answer({ ok: true });
    });
    socket.on(CLIENT_EVENTS.unsubscribe, (raw: unknown, ack?: unknown) => {
      const subscription = parseSubscription(raw);
      if (subscription !== null) void socket.leave(roomName(subscription));
      if (typeof ack === 'function') (ack as (reply: unknown) => void)({ ok: subscription !== null });
    });
  });

  return {
    publishOrderDelta(marketId, table, present, row) {
      const seq = sequences.next(marketId, table);
      counters.published.orderbooksDelta += 1;
      const delta: WireOrderDelta = { table, present, value: row, seq, market_id: marketId };
      queue(roomName({ room: 'orderbooksDelta', params: { src: ORDERBOOK_STREAM, market_id: marketId } }), ROOM_EVENT.orderbooksDelta, delta);
    },
    publishMatch(marketId, match) {
      counters.published.marketMatch += 1;
      queue(roomName({ room: 'marketMatches', params: { src: ORDERBOOK_STREAM, market_id: marketId } }), ROOM_EVENT.marketMatches, {
        ...match,
        market_id: marketId,
      });
    },
    publishKline(key, message) {
      counters.published.kline += 1;
      queue(roomName({ room: 'klines', params: key }), ROOM_EVENT.klines, { ...message, src: key.src, market_id: key.market_id, resolution: key.resolution });
    },
    sessionTokenHandler: sessionTokenRoute(tokens, options.sessionTokenPaths),
    sessionTokens: tokens,
    dropAllSockets() {
      // Close the transports without a socket.io goodbye, as a network drop would: clients see
      // "transport close" and must reconnect and resync.
      const sockets = [...io.of('/').sockets.values()];
      for (const socket of sockets) socket.conn.close();
      counters.dropped += sockets.length;
      return sockets.length;
    },
    stats() {
      return counters.snapshot(io.of('/').sockets.size, rooms, batcher.size);
    },
    async close() {
      batcher.flush();
      batcher.close();
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}
