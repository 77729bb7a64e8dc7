/**
 * Assets an account's owner hid from its token list (SPEC §2 Wallet "hide assets"), persisted under
 * `hiddenAssets` as `{account: ["TICKER_contract", …]}`: hiding is the owner's choice for their own page.
 */
import { signal } from '@preact/signals-react';
import { parseTokenParam } from '../../core/domain';
import { readStored, writeStored } from '../app';

type HiddenByAccount = Readonly<Record<string, readonly string[]>>;

/** What storage held, keeping only account names with lists of token keys. */
export function parseHiddenAssets(stored: unknown): HiddenByAccount {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const clean: Record<string, string[]> = {};
  for (const [account, keys] of Object.entries(stored)) {
    if (!Array.isArray(keys)) continue;
    const valid = [...new Set(keys.filter((key): key is string => typeof key === 'string' && parseTokenParam(key) !== null))];
    if (valid.length > 0) clean[account] = valid;
  }
  return clean;
}

const hidden = signal<HiddenByAccount>(parseHiddenAssets(readStored<unknown>('hiddenAssets', {})));

/** Every account's hidden assets (read `.value` in a component to follow changes). */
export const hiddenAssets = hidden;

/** The token keys `account` hid. */
export function hiddenAssetsOf(account: string, all: HiddenByAccount = hidden.value): ReadonlySet<string> {
  return new Set(all[account] ?? []);
}

function save(next: HiddenByAccount): void {
  hidden.value = next;
  writeStored('hiddenAssets', next);
}

/** Hides (or, with `hide` false, shows again) one of `account`'s assets. */
export function setAssetHidden(account: string, tokenKey: string, hide: boolean): void {
  if (parseTokenParam(tokenKey) === null) throw new RangeError(`"${tokenKey}" is not TICKER_contract`);
  const current = hidden.value[account] ?? [];
  const next = hide ? [...new Set([...current, tokenKey])] : current.filter((key) => key !== tokenKey);
  const { [account]: _dropped, ...others } = hidden.value;
  save(next.length === 0 ? others : { ...others, [account]: next });
}

/** Re-reads storage (another tab wrote it, or a test switched backends). */
export function reloadHiddenAssets(): void {
  hidden.value = parseHiddenAssets(readStored<unknown>('hiddenAssets', {}));
}
