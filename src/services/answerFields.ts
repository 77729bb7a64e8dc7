/**
 * Field readers for swap-service answers (SPEC §7), checked at the boundary: each throws naming the
 * field, so a malformed answer says what was wrong instead of drawing NaN.
 */
import { amountFromDecimalString, type Amount } from '../core/amount';
import { joinUrl, platformFetch, type FetchFn } from './http';

export type Json = Record<string, unknown>;

export function readObj(raw: unknown, what: string): Json {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error(`${what} must be an object`);
  return raw as Json;
}

export function readList(raw: unknown, what: string): unknown[] {
  if (!Array.isArray(raw)) throw new Error(`${what} must be a list`);
  return raw;
}

export function readText(raw: unknown, what: string): string {
  if (typeof raw !== 'string') throw new Error(`${what} must be text`);
  return raw;
}

/** A display figure: a finite number, or null when absent or unknown (the API writes null for an unpriced token). */
export function optionalFigure(raw: unknown): number | null {
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
}

/** A display figure that counts as 0 when absent (volumes of a pair without trades). */
export const figureOrZero = (raw: unknown): number => optionalFigure(raw) ?? 0;

/** An exact amount written as decimal text at `precision`. */
export function readAmount(raw: unknown, precision: number, what: string): Amount {
  try {
    return amountFromDecimalString(readText(raw, what), precision);
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The API's error text: `{error}` of a JSON body, else the HTTP status. */
async function failure(res: Response, path: string): Promise<Error> {
  const text = await res.text().catch(() => '');
  let message = `HTTP ${res.status}`;
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && typeof (body as Json).error === 'string') message = (body as Json).error as string;
  } catch {
    // Not JSON: keep the status.
  }
  return new Error(`${path}: ${message}`);
}

/** GET `path` on the endpoint at `baseUrl` with a query; the parsed JSON, or an Error naming the path. */
export async function getJson(baseUrl: string, path: string, params: Record<string, string> = {}, fetchFn: FetchFn = platformFetch): Promise<unknown> {
  const query = new URLSearchParams(params).toString();
  const res = await fetchFn(joinUrl(baseUrl, path) + (query === '' ? '' : `?${query}`), { cache: 'no-store' });
  if (!res.ok) throw await failure(res, path);
  return (await res.json()) as unknown;
}
