/**
 * One trade of the history (SPEC §3 Trade), checked where it enters: amounts become exact units at
 * their tokens' precision, the rest is kept as the service says it. A malformed row throws naming
 * the field, so the caller can skip it and say why.
 */
import { amountFromDecimalString, type Amount } from '../amount';
import { isAccountName, isSymbolCode, parseTokenParam, type TokenId } from '../domain';
import { isExchange, SOURCE_TYPES, type Exchange, type SourceType } from '../urlParams';

/** A token and an exact amount of it. */
export interface TradeLeg extends TokenId {
  readonly amount: Amount;
}

export interface TradeRow {
  /** The trade's global sequence: unique, newest highest (history before genesis is ≤ 0). */
  readonly seq: number;
  /** Epoch milliseconds. */
  readonly time: number;
  readonly srcType: SourceType;
  readonly src: Exchange;
  readonly pairId: string;
  /** The account that traded (the taker on a market). */
  readonly account: string;
  /** The taker's side on a market; null for a pool swap. */
  readonly side: 'buy' | 'sell' | null;
  readonly sold: TradeLeg;
  readonly bought: TradeLeg;
  readonly token0: TokenId;
  readonly token1: TokenId;
  /** What the trade was worth (display figures), null when unknown. */
  readonly waxValue: number | null;
  readonly usdValue: number | null;
  readonly trxId: string;
}

type Json = Record<string, unknown>;

function field<T>(row: Json, name: string, check: (value: unknown) => value is T, what: string): T {
  const value = row[name];
  if (!check(value)) throw new RangeError(`trade.${name} must be ${what}, got ${JSON.stringify(value) ?? 'nothing'}`);
  return value;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isSafeInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isPrecision = (value: unknown): value is number => isSafeInt(value) && value >= 0 && value <= 18;
const displayNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function leg(row: Json, side: 'in' | 'out'): TradeLeg {
  const ticker = field(row, `code_${side}`, (v): v is string => typeof v === 'string' && isSymbolCode(v), 'a ticker');
  const contract = field(row, `contract_${side}`, (v): v is string => typeof v === 'string' && isAccountName(v), 'an account name');
  const precision = field(row, `precision_${side}`, isPrecision, 'a precision 0–18');
  const text = field(row, `amount_${side}`, isText, 'a decimal amount');
  let amount: Amount;
  try {
    amount = amountFromDecimalString(text, precision);
  } catch (error) {
    throw new RangeError(`trade.amount_${side}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (amount.units < 0n) throw new RangeError(`trade.amount_${side} must not be negative`);
  return { ticker, contract, amount };
}

function token(row: Json, name: 'token0' | 'token1'): TokenId {
  const parsed = parseTokenParam(typeof row[name] === 'string' ? (row[name] as string) : undefined);
  if (parsed === null) throw new RangeError(`trade.${name} must be TICKER_contract, got ${JSON.stringify(row[name]) ?? 'nothing'}`);
  return parsed;
}

/** Reads one row of the trades answer; throws RangeError naming the first bad field. */
export function readTradeRow(raw: unknown): TradeRow {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new RangeError('A trade must be an object');
  const row = raw as Json;
  const time = Date.parse(field(row, 'updated_at_time', isText, 'an ISO time'));
  if (!Number.isFinite(time)) throw new RangeError(`trade.updated_at_time is not a time: ${String(row.updated_at_time)}`);
  const side = row.side === 'buy' || row.side === 'sell' ? row.side : null;
  return {
    seq: field(row, 'global_sequence', isSafeInt, 'an integer'),
    time,
    srcType: field(row, 'src_type', (v): v is SourceType => (SOURCE_TYPES as readonly unknown[]).includes(v), 'pools, poolsv3 or markets'),
    src: field(row, 'src', (v): v is Exchange => typeof v === 'string' && isExchange(v), 'an exchange'),
    pairId: String(field(row, 'pair_id', (v): v is string | number => isText(v) || isSafeInt(v), 'a pair id')),
    account: field(row, 'maker', (v): v is string => typeof v === 'string' && isAccountName(v), 'an account name'),
    side,
    sold: leg(row, 'in'),
    bought: leg(row, 'out'),
    token0: token(row, 'token0'),
    token1: token(row, 'token1'),
    waxValue: displayNumber(row.wax_value),
    usdValue: displayNumber(row.usd_value),
    trxId: field(row, 'trx_id', (v): v is string => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v), 'a transaction id'),
  };
}
