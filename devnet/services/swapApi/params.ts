/**
 * Request parameters, from a query string (GET) or a JSON body (POST), read field by field. Empty
 * values count as absent (SPEC §5: empty filter values are dropped); a bad value throws an
 * ApiError naming the parameter, which the router answers as 400 JSON.
 */
import { isAccountName, isSymbolCode, parseTokenHash, type TokenId } from '../../../src/core/domain';

/** A client error: the HTTP status, the parameter at fault (when one is) and the reason. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly parameter: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** A 400 naming `parameter`. */
export function badParameter(parameter: string, message: string): ApiError {
  return new ApiError(400, parameter, `${parameter}: ${message}`);
}

/** Named request values, whatever their transport. */
export class Params {
  private constructor(
    private readonly read: (name: string) => unknown,
    private readonly names: () => string[],
  ) {}

  static fromQuery(query: URLSearchParams): Params {
    return new Params(
      (name) => query.get(name) ?? undefined,
      () => [...query.keys()],
    );
  }

  /** A JSON body; anything but an object is a bad `body`. */
  static fromBody(text: string): Params {
    let body: unknown;
    try {
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw badParameter('body', 'must be a JSON object');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badParameter('body', 'must be a JSON object');
    return new Params(
      (name) => (body as Record<string, unknown>)[name],
      () => Object.keys(body as object),
    );
  }

  /** The values as a query string (lists comma-joined), for parsers written for one. */
  query(): URLSearchParams {
    const query = new URLSearchParams();
    for (const name of this.names()) {
      const value = this.read(name);
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query.set(name, String(value));
      else if (Array.isArray(value)) query.set(name, value.join(','));
    }
    return query;
  }

  /** The raw value, undefined when absent, null or empty. */
  raw(name: string): unknown {
    const value = this.read(name);
    return value === null || value === '' || (Array.isArray(value) && value.length === 0) ? undefined : value;
  }

  string(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw badParameter(name, 'must be a string');
  }

  /** An integer within [min, max]; `fallback` when absent. */
  int<T extends number | undefined>(name: string, min: number, max: number, fallback: T): number | T {
    const text = this.string(name);
    if (text === undefined) return fallback;
    if (!/^-?\d{1,16}$/.test(text) || Number(text) < min || Number(text) > max) throw badParameter(name, `must be an integer from ${min} to ${max}`);
    return Number(text);
  }

  /** true / false (also 1 / 0); `fallback` when absent. */
  bool(name: string, fallback: boolean): boolean {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (value === true || value === 'true' || value === '1' || value === 1) return true;
    if (value === false || value === 'false' || value === '0' || value === 0) return false;
    throw badParameter(name, 'must be true or false');
  }

  /** One of `allowed`. */
  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const text = this.string(name);
    if (text === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(text)) throw badParameter(name, `must be one of ${allowed.join(', ')}`);
    return text as T;
  }

  account(name: string): string | undefined {
    const text = this.string(name);
    if (text !== undefined && !isAccountName(text)) throw badParameter(name, `"${text}" is not an account name`);
    return text;
  }

  /** A symbol code, upper-cased (SPEC §5). */
  code(name: string): string | undefined {
    const text = this.string(name)?.toUpperCase();
    if (text !== undefined && !isSymbolCode(text)) throw badParameter(name, `"${text}" is not a symbol code`);
    return text;
  }

  /** A list given as a JSON array, a JSON text of one, or a comma list. */
  list(name: string): unknown[] | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (Array.isArray(value)) return value;
    if (typeof value !== 'string') throw badParameter(name, 'must be a list');
    if (value.trim().startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // Reported below.
      }
      throw badParameter(name, 'must be a JSON list');
    }
    return value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }

  /** A time as unix ms: numbers from 10^11 up are ms, smaller ones seconds; ISO text is UTC unless zoned. */
  time(name: string): number | undefined {
    const text = this.string(name);
    if (text === undefined) return undefined;
    if (/^\d{1,16}$/.test(text)) return Number(text) >= 1e11 ? Number(text) : Number(text) * 1000;
    const ms = /^\d{4}-\d\d-\d\dT/.test(text) ? Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text}Z`) : NaN;
    if (Number.isNaN(ms)) throw badParameter(name, 'must be unix seconds, unix milliseconds or an ISO time');
    return ms;
  }
}

/** A `TICKER_contract` path segment (any-case ticker); 400 naming `parameter` otherwise. */
export function tokenSegment(segment: string | undefined, parameter: string): TokenId {
  const token = parseTokenHash(segment === undefined ? undefined : decodeURIComponent(segment));
  if (token === null) throw badParameter(parameter, 'must look like TLM_alien.worlds');
  return token;
}
