/**
 * The wallet trade-history filter (SPEC §3 Trade filter fields, §5): which wallets, which token,
 * order-book markets or pools, and the request bodies it becomes. Empty values are dropped and
 * token codes upper-cased before anything is sent.
 */
import { isAccountName, isSymbolCode } from '../domain';
import type { SourceType } from '../urlParams';

/** SPEC §9: the first page of trade history holds 20 trades. */
export const TRADE_PAGE_LENGTH = 20;
/** SPEC §9: each "load more" fetches up to 1,000 further trades. */
export const TRADE_FOLLOW_UP_LIMIT = 1000;
/** Most wallets one query names (a named list included): the service reads one index range per wallet. */
export const MAX_TRADE_WALLETS = 50;

/** Where the trades happened: anywhere, on order-book markets, or in pools (v2 and v3). */
export type TradeVenueKind = 'all' | 'markets' | 'pools';

/** What the filter bar holds, checked. */
export interface TradeFilterForm {
  readonly wallets: readonly string[];
  /** A ticker, upper-cased; '' for any token. */
  readonly token: string;
  readonly venue: TradeVenueKind;
}

/** The source types a venue kind reads: one query each (the service takes one src_type at a time). */
export function sourceTypesOf(venue: TradeVenueKind): readonly (SourceType | null)[] {
  if (venue === 'markets') return ['markets'];
  if (venue === 'pools') return ['pools', 'poolsv3'];
  return [null];
}

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** Account names typed as a list (commas, spaces or new lines between them), deduplicated in order. */
export function parseWalletList(text: string): Checked<string[]> {
  const names = [...new Set(text.split(/[\s,;]+/).filter((name) => name !== ''))];
  if (names.length === 0) return { ok: false, reason: 'Enter at least one account name' };
  const bad = names.find((name) => !isAccountName(name));
  if (bad !== undefined) return { ok: false, reason: `"${bad}" is not an account name (a–z, 1–5 and dots, up to 12 characters)` };
  if (names.length > MAX_TRADE_WALLETS) return { ok: false, reason: `Name at most ${MAX_TRADE_WALLETS} accounts` };
  return { ok: true, value: names };
}

/** A token filter as typed: blank for any token, else a symbol code in any case. */
export function parseTokenCode(text: string): Checked<string> {
  const code = text.trim().toUpperCase();
  if (code === '' || isSymbolCode(code)) return { ok: true, value: code };
  return { ok: false, reason: 'A token is its ticker: 1–7 letters, like TLM' };
}

type FilterValue = string | number | boolean | null | undefined | readonly string[];

/**
 * SPEC §5: drops every empty value (undefined, null, '', an empty list) and upper-cases the token
 * codes `code1` and `code2`. `offset` and `status` are accepted but never sent (SPEC §3).
 */
export function cleanTradeFilter(filter: Readonly<Record<string, FilterValue>>): Record<string, string | number | boolean | string[]> {
  const clean: Record<string, string | number | boolean | string[]> = {};
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'offset' || name === 'status') continue;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const items = (value as readonly string[]).filter((item) => item !== '');
      if (items.length > 0) clean[name] = items;
      continue;
    }
    clean[name] = (name === 'code1' || name === 'code2') && typeof value === 'string' ? value.toUpperCase() : (value as string | number | boolean);
  }
  return clean;
}

/** The next page: `limit` trades older than `before` (a global sequence; null for the newest). */
export interface TradePageRequest {
  readonly limit: number;
  readonly before: number | null;
}

/** The POST bodies of one page: one per source type the venue kind reads. */
export function tradeRequestBodies(form: TradeFilterForm, page: TradePageRequest): Record<string, string | number | boolean | string[]>[] {
  const [first, ...others] = form.wallets;
  const accounts = others.length === 0 ? { wallet: first } : { wallets: [...form.wallets] };
  return sourceTypesOf(form.venue).map((srcType) =>
    cleanTradeFilter({
      src_type: srcType,
      ...accounts,
      code1: form.token,
      limit: page.limit,
      max_global_sequence: page.before === null ? null : page.before - 1,
    }),
  );
}
