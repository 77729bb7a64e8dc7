/**
 * The live socket's protocol in one place (SPEC §7 "Live socket", §8 socket errors): the path,
 * the rooms a client subscribes to and their parameters, the events the server sends, and the
 * session errors. The devnet's server and the market worker both import it, so they cannot drift.
 */
import { isResolution, type Resolution } from '../candles/resolutions';

/** SPEC §7: the socket lives at /{product}-socket.io/. */
export const LIVE_SOCKET_PATH = '/waxwing-socket.io/';

/** SPEC §7: the order-book stream code, the `src` of order-book and market-match rooms. */
export const ORDERBOOK_STREAM = 'alcordexmain';

/** The room types a client subscribes to (SPEC §7). */
export const ROOM_TYPES = ['klines', 'marketMatches', 'orderbooksDelta'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** Parameters of a market's room: the stream and the market id. */
export type MarketRoomParams = { readonly src: string; readonly market_id: number };
/** Parameters of a candle room: a market's stream at one resolution. */
export type KlineRoomParams = MarketRoomParams & { readonly resolution: Resolution };

/** What `subscribe` and `unsubscribe` carry: a room type and its parameters. */
export type Subscription =
  | { readonly room: 'orderbooksDelta'; readonly params: MarketRoomParams }
  | { readonly room: 'marketMatches'; readonly params: MarketRoomParams }
  | { readonly room: 'klines'; readonly params: KlineRoomParams };

/** Client → server events. */
export const CLIENT_EVENTS = { subscribe: 'subscribe', unsubscribe: 'unsubscribe' } as const;

/**
 * Server → client events. `orderbooksDelta`, `marketMatch` and `kline` carry one message or an
 * array of them (the devnet batches per tick); `orderbookSnapshot` carries one side of a book.
 * A second argument, when present, is the server's send time (see `parseSendStamp`).
 */
export const SERVER_EVENTS = {
  orderbooksDelta: 'orderbooksDelta',
  orderbookSnapshot: 'orderbookSnapshot',
  marketMatch: 'marketMatch',
  kline: 'kline',
} as const;

/** The event each room's messages arrive on. */
export const ROOM_EVENT: Record<RoomType, (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS]> = {
  orderbooksDelta: SERVER_EVENTS.orderbooksDelta,
  marketMatches: SERVER_EVENTS.marketMatch,
  klines: SERVER_EVENTS.kline,
};

// A stamp outside 2020–2100 is a clock or a field gone wrong, not a send time.
const EARLIEST_STAMP_MS = Date.UTC(2020, 0, 1);
const LATEST_STAMP_MS = Date.UTC(2100, 0, 1);

/**
 * The send time a server stamps on an emitted batch (the event's second argument): whole ms since
 * the epoch, or null when absent or implausible. Servers that do not stamp (Alcor's) read as null;
 * the stamp only feeds the socket → painted latency figure (DESIGN §6), never the data.
 */
export function parseSendStamp(raw: unknown): number | null {
  return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= EARLIEST_STAMP_MS && raw < LATEST_STAMP_MS ? raw : null;
}

/** SPEC §8: the handshake carried no token or uuid. */
export const SESSION_REQUIRED = 'SESSION_TOKEN&&SESSION_UUID:REQUIRED';
/** SPEC §8: the token is unknown or belongs to another uuid. */
export const SESSION_INVALID = 'SESSION_TOKEN&&SESSION_UUID:INVALID';

/** True for the two connect errors that call for a new session token (SPEC §8). */
export function isSessionError(message: string): boolean {
  return message === SESSION_REQUIRED || message === SESSION_INVALID;
}

/** The server-side room name of a subscription: one room per stream, market and (for candles) resolution. */
export function roomName(subscription: Subscription): string {
  const { room, params } = subscription;
  const base = `${room}:${params.src}:${params.market_id}`;
  return subscription.room === 'klines' ? `${base}:${subscription.params.resolution}` : base;
}

function record(raw: unknown): Record<string, unknown> | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

const SRC = /^[a-z1-5.]{1,12}$/;

/** Checks a `subscribe`/`unsubscribe` payload `{room, params}`; null when malformed (never throws). */
export function parseSubscription(raw: unknown): Subscription | null {
  const message = record(raw);
  const params = record(message?.params);
  if (!message || !params) return null;
  const { room } = message;
  const { src, market_id: marketId } = params;
  if (typeof src !== 'string' || !SRC.test(src)) return null;
  if (typeof marketId !== 'number' || !Number.isSafeInteger(marketId) || marketId < 0) return null;
  if (room === 'orderbooksDelta' || room === 'marketMatches') return { room, params: { src, market_id: marketId } };
  if (room === 'klines' && isResolution(params.resolution)) return { room, params: { src, market_id: marketId, resolution: params.resolution } };
  return null;
}
