/**
 * Named wallet lists of the trade history (SPEC §2 Modals "Trade history wallet list: load and save
 * named wallet lists"), persisted under `tradeWalletLists` as `[{name, wallets}]`, sorted by name.
 */
import { signal } from '@preact/signals-react';
import { parseWalletList } from '../../core/walletTrades';
import { readStored, writeStored } from '../app';

/** A saved list: its name and its accounts. */
export interface WalletList {
  readonly name: string;
  readonly wallets: readonly string[];
}

/** Names are shown in a list: 1–40 characters with something visible. */
export const MAX_LIST_NAME = 40;

/** The stored lists that are whole (a name, valid accounts), one per name, sorted by name. */
export function parseWalletLists(stored: unknown): WalletList[] {
  if (!Array.isArray(stored)) return [];
  const byName = new Map<string, WalletList>();
  for (const entry of stored) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, wallets } = entry as { name?: unknown; wallets?: unknown };
    if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_LIST_NAME || !Array.isArray(wallets)) continue;
    const checked = parseWalletList(wallets.filter((wallet) => typeof wallet === 'string').join(','));
    if (checked.ok) byName.set(name.trim(), { name: name.trim(), wallets: checked.value });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The saved lists. */
export const walletLists = signal<readonly WalletList[]>(parseWalletLists(readStored<unknown>('tradeWalletLists', [])));

function save(next: readonly WalletList[]): void {
  const sorted = [...next].sort((a, b) => a.name.localeCompare(b.name));
  walletLists.value = sorted;
  writeStored('tradeWalletLists', sorted);
}

/** Saves (or replaces) a list; answers why not when the name or the accounts are not usable. */
export function saveWalletList(name: string, walletsText: string): { ok: true } | { ok: false; reason: string } {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, reason: 'Give the list a name' };
  if (trimmed.length > MAX_LIST_NAME) return { ok: false, reason: `A name has at most ${MAX_LIST_NAME} characters` };
  const wallets = parseWalletList(walletsText);
  if (!wallets.ok) return wallets;
  save([...walletLists.value.filter((list) => list.name !== trimmed), { name: trimmed, wallets: wallets.value }]);
  return { ok: true };
}

/** Deletes a list by name. */
export function deleteWalletList(name: string): void {
  save(walletLists.value.filter((list) => list.name !== name));
}

/** Re-reads storage (another tab wrote it, or a test switched backends). */
export function reloadWalletLists(): void {
  walletLists.value = parseWalletLists(readStored<unknown>('tradeWalletLists', []));
}
