/**
 * Boundary checks for what arrives on the live socket (DESIGN §4: malformed → dropped and counted,
 * never a crash). Every function here returns null (or counts a drop) instead of throwing.
 */
import { type KlineMessage, parseKlineMessage } from '../candles/kline';
import { isUuid } from '../config/uuid';
import { parseOrderRow } from '../orderbook/parseOrderRow';
import type { BookTable, OrderRow } from '../orderbook/types';
import { parseSafeCount } from '../orderbook/uint';

/** Most messages accepted in one batch; a longer array is treated as malformed as a whole. */
export const MAX_BATCH_LENGTH = 10_000;

/** A message or batch split into the checked items and how many were dropped. */
export type Checked<T> = { readonly items: T[]; readonly dropped: number };

function record(raw: unknown): Record<string, unknown> | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

/** Checks one message or an array of them (servers send either) with `parse`, counting the drops. */
export function checkEach<T>(raw: unknown, parse: (item: unknown) => T | null): Checked<T> {
  if (!Array.isArray(raw)) {
    const item = parse(raw);
    return item === null ? { items: [], dropped: 1 } : { items: [item], dropped: 0 };
  }
  if (raw.length > MAX_BATCH_LENGTH) return { items: [], dropped: 1 };
  const items: T[] = [];
  let dropped = 0;
  for (const entry of raw) {
    const item = parse(entry);
    if (item === null) dropped += 1;
    else items.push(item);
  }
  return { items, dropped };
}

/** A checked `orderbookSnapshot`: the side's rows at delta number `seq`; bad rows are left out and counted. */
export type OrderbookSnapshot = {
  readonly marketId: number;
  readonly table: BookTable;
  readonly seq: number;
  readonly rows: OrderRow[];
  readonly rejectedRows: number;
};

/** Checks an `orderbookSnapshot` `{market_id, table, seq, rows}`; null when its frame is malformed. */
export function parseOrderbookSnapshot(raw: unknown): OrderbookSnapshot | null {
  const message = record(raw);
  if (!message) return null;
  const { table, rows } = message;
  const marketId = parseSafeCount(message.market_id);
  const seq = parseSafeCount(message.seq);
  if ((table !== 'buyorder' && table !== 'sellorder') || marketId === null || seq === null || !Array.isArray(rows)) return null;
  const checked = checkEach(rows, parseOrderRow);
  return { marketId, table, seq, rows: checked.items, rejectedRows: checked.dropped };
}

/** What a kline room is about; a message that names another market or resolution is dropped. */
export type KlineKey = { readonly marketId: number; readonly resolution: string };

/** Checks a `kline` message for `key`: the fields the devnet adds (`market_id`, `resolution`) must match when present. */
export function parseKlineFor(raw: unknown, key: KlineKey): KlineMessage | null {
  const message = record(raw);
  if (!message) return null;
  if (message.market_id !== undefined && parseSafeCount(message.market_id) !== key.marketId) return null;
  if (message.resolution !== undefined && String(message.resolution) !== key.resolution) return null;
  return parseKlineMessage(message);
}

const TOKEN = /^[A-Za-z0-9._~+/=-]{8,512}$/;

/** The `token` of a `socket-session-token` answer; null when absent or not a plausible token. */
export function parseSessionTokenResponse(raw: unknown): string | null {
  const token = record(raw)?.token;
  return typeof token === 'string' && TOKEN.test(token) ? token : null;
}

/** True for a token worth sending in a handshake (a stored one may be corrupt). */
export function isSessionToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN.test(token);
}

/** The `uuid` of a `socket-session-token` request `{uuid}`; null when absent or not a UUID. */
export function parseSessionTokenRequest(raw: unknown): string | null {
  const uuid = record(raw)?.uuid;
  return typeof uuid === 'string' && isUuid(uuid) ? uuid.toLowerCase() : null;
}
