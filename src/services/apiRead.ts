/**
 * Reading swap-service answers at the boundary (DESIGN §4): a GET that must answer a JSON list or
 * object, and field readers that turn anything unexpected into null instead of throwing, so one
 * malformed row is skipped rather than hiding the others.
 */
import type { PairToken } from '../core/analytics/pairs';
import { isAccountName, isSymbolCode } from '../core/domain';
import { joinUrl, platformFetch, type FetchFn } from './http';

export type Json = Record<string, unknown>;

/** A JSON object (not an array), or null. */
export function objectOf(raw: unknown): Json | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Json) : null;
}

/** A finite number (or numeric text), or null. */
export function numberOf(raw: unknown): number | null {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A pair or pool id as text: a safe whole number or a symbol code (TacoSwap, NeftyBlocks); null otherwise. */
export function pairIdOf(raw: unknown): string | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : null;
  return typeof raw === 'string' && /^[A-Za-z0-9.]{1,20}$/.test(raw) ? raw : null;
}

/** A token object `{contract, symbol: {ticker, precision}}`, or null. */
export function tokenOf(raw: unknown): PairToken | null {
  const token = objectOf(raw);
  const symbol = objectOf(token?.symbol);
  const contract = token?.contract;
  const ticker = symbol?.ticker;
  const precision = symbol?.precision;
  if (typeof contract !== 'string' || !isAccountName(contract) || typeof ticker !== 'string' || !isSymbolCode(ticker)) return null;
  if (typeof precision !== 'number' || !Number.isInteger(precision) || precision < 0 || precision > 18) return null;
  return { ticker, contract, precision };
}

/** GETs `path` (with `query`) under `baseUrl` as JSON; throws "path: HTTP 503" and the like. */
export async function getJson(
  baseUrl: string,
  path: string,
  query: Record<string, string> = {},
  fetchFn: FetchFn = platformFetch,
  signal?: AbortSignal,
): Promise<unknown> {
  const search = new URLSearchParams(query).toString();
  const res = await fetchFn(joinUrl(baseUrl, path) + (search ? `?${search}` : ''), { cache: 'no-store', ...(signal ? { signal } : {}) });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  try {
    return (await res.json()) as unknown;
  } catch {
    throw new Error(`${path}: the answer is not JSON`);
  }
}

/** GETs a path that answers a list; throws when it is not one. */
export async function getList(baseUrl: string, path: string, query: Record<string, string> = {}, fetchFn: FetchFn = platformFetch): Promise<unknown[]> {
  const body = await getJson(baseUrl, path, query, fetchFn);
  if (!Array.isArray(body)) throw new Error(`${path}: the answer must be a list`);
  return body;
}
