/**
 * Trades of given pairs from the swap service's history (SPEC §7 `trades`, §3 Trade filter fields):
 * newest first, a page at a time, older pages by `max_global_sequence`. Rows are checked at the
 * boundary; one the page cannot read is left out and logged, a malformed answer throws.
 */
import type { TradeRecord } from '../core/pairTrades';
import { isAccountName, isSymbolCode } from '../core/domain';
import { getJson, readAmount, readList, readObj, readText } from './answerFields';
import type { FetchFn } from './http';

/** A page of trades: of one kind of venue (SPEC §7: `src_type`), on the pairs listed, older than a sequence. */
export interface TradesQuery {
  readonly srcType: 'pools' | 'poolsv3' | 'markets';
  readonly pairs: readonly { readonly src: string; readonly pairId: string }[];
  /** 1–1000. */
  readonly limit: number;
  /** Only trades up to this global sequence (the page after one ending at `seq` asks for `seq − 1`). */
  readonly maxSequence?: number;
}

function sequenceOf(raw: unknown, what: string): number {
  const value = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new Error(`${what} must be a whole number`);
  return value;
}

function leg(row: Record<string, unknown>, side: 'in' | 'out', what: string) {
  const ticker = readText(row[`code_${side}`], `${what}.code_${side}`);
  const contract = readText(row[`contract_${side}`], `${what}.contract_${side}`);
  const precision = row[`precision_${side}`];
  if (!isSymbolCode(ticker) || !isAccountName(contract)) throw new Error(`${what}: ${ticker}@${contract} is not a token`);
  if (typeof precision !== 'number' || !Number.isInteger(precision)) throw new Error(`${what}.precision_${side} must be a whole number`);
  return { token: { ticker, contract }, amount: readAmount(row[`amount_${side}`], precision, `${what}.amount_${side}`) };
}

/** One trades row; throws naming the field. */
export function readTradeRecord(raw: unknown, what = 'trade'): TradeRecord {
  const row = readObj(raw, what);
  const time = Date.parse(readText(row.updated_at_time, `${what}.updated_at_time`));
  if (!Number.isFinite(time)) throw new Error(`${what}.updated_at_time is not a time`);
  const figure = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : NaN);
  return {
    seq: sequenceOf(row.global_sequence, `${what}.global_sequence`),
    time,
    src: readText(row.src, `${what}.src`),
    srcType: readText(row.src_type, `${what}.src_type`),
    pairId: String(row.pair_id),
    maker: typeof row.maker === 'string' ? row.maker : '',
    tokenIn: leg(row, 'in', what),
    tokenOut: leg(row, 'out', what),
    waxValue: figure(row.wax_value),
    usdValue: figure(row.usd_value),
    trxId: typeof row.trx_id === 'string' ? row.trx_id : '',
  };
}

/** A page of trades (newest first); [] without asking when no pair is given. */
export async function fetchPairTrades(baseUrl: string, query: TradesQuery, fetchFn?: FetchFn): Promise<TradeRecord[]> {
  if (query.pairs.length === 0) return [];
  const params: Record<string, string> = {
    src_type: query.srcType,
    pairIdSrcArray: JSON.stringify(query.pairs.map((pair) => [pair.src, pair.pairId])),
    limit: String(query.limit),
  };
  if (query.maxSequence !== undefined) params.max_global_sequence = String(query.maxSequence);
  const rows = readList(await getJson(baseUrl, 'trades', params, fetchFn), 'trades');
  return rows.flatMap((raw, i) => {
    try {
      return [readTradeRecord(raw, `trades[${i}]`)];
    } catch (error) {
      console.warn('trades: skipped a row:', error);
      return [];
    }
  });
}
