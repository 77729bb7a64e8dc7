/**
 * Genesis: the world's wallets (every token holder and historical trader) become chain accounts, as
 * each owner on mainnet is one — created before the history they trade in, each controlled by one
 * of 64 keys derived from the seed (their private keys are not published: nobody signs for them).
 */
import { derivePublicKey } from '../../chain/genesis/keys';
import type { WorldPlan } from '../plan';
import type { GenesisContext } from './context';

/** Keys the wallets share (deriving one per wallet would cost ~40 s for 100,000). */
export const WALLET_KEY_COUNT = 64;
/** RAM each wallet bought (a cloud wallet's account comes with a few KB). */
export const WALLET_RAM_BYTES = 4096n;
const DAY_MS = 86_400_000;

/** FNV-1a of a name: a cheap deterministic spread of keys and creation times. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** When a wallet was created: 1 to 700 days before the seeded history starts, at any second of the day. */
export function walletCreatedAt(name: string, historyStartMs: number): number {
  const hash = nameHash(name);
  const days = 1 + (hash % 700);
  const seconds = (hash >>> 10) % 86_400;
  return historyStartMs - days * DAY_MS - seconds * 1000;
}

/** Creates every planned wallet as an account; answers how many. */
export function seedWalletAccounts(g: GenesisContext, plan: WorldPlan): number {
  const keys = Array.from({ length: WALLET_KEY_COUNT }, (_, i) => derivePublicKey(g.api.seed, `world:wallet:${i}`));
  const historyStart = g.api.blockTime(g.block) - plan.size.historyDays * DAY_MS;
  return g.api.createAccounts(
    {
      names: plan.wallets,
      keys,
      keyOf: (name) => nameHash(name) % WALLET_KEY_COUNT,
      createdAt: (name) => walletCreatedAt(name, historyStart),
      ramBytes: WALLET_RAM_BYTES,
    },
    g.block,
  );
}
