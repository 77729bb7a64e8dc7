/** Candles and the socket's `kline` message (SPEC §3 "Candle", §7 "Live socket"). */

/** One candle as the chart draws it (display numbers; prices in base per 1 quote). */
export type Candle = {
  /** Start of the candle, unix seconds. */
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
};

/** A realtime candle change: `update` rewrites the current candle, `insert` starts a new one. */
export type KlineMessage = { readonly operation: 'update' | 'insert'; readonly row: Candle };

function finite(raw: unknown): number | null {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Unix seconds from seconds, milliseconds (≥ 10^11) or ISO text (UTC when no zone is written). */
export function readCandleTime(raw: unknown): number | null {
  if (typeof raw === 'string' && /^\d{4}-\d\d-\d\dT/.test(raw)) {
    const ms = Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(raw) ? raw : `${raw}Z`);
    return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
  }
  const value = finite(raw);
  if (value === null || value < 0) return null;
  return Math.floor(value >= 1e11 ? value / 1000 : value);
}

/** Checks a candle row; rejects non-numbers, negative volume and a high/low that do not bound open and close. */
export function parseCandle(raw: unknown): Candle | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const row = raw as Record<string, unknown>;
  const time = readCandleTime(row.time);
  const [open, high, low, close, volume] = [row.open, row.high, row.low, row.close, row.volume].map(finite);
  if (time === null || open == null || high == null || low == null || close == null || volume == null) return null;
  if (volume < 0 || low < 0 || low > Math.min(open, close) || high < Math.max(open, close)) return null;
  return { time, open, high, low, close, volume };
}

/** Checks a `kline` message `{operation: 'update' | 'insert', row}`; never throws. */
export function parseKlineMessage(raw: unknown): KlineMessage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { operation, row } = raw as Record<string, unknown>;
  if (operation !== 'update' && operation !== 'insert') return null;
  const candle = parseCandle(row);
  return candle ? { operation, row: candle } : null;
}
