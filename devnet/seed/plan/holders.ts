/**
 * Token holders beyond the world's own actors: 100,000 wallets holding TLM and a few hundred for
 * every other well-known token, with a heavy-tailed (Pareto) spread so top-holder lists look real.
 * They are written straight into the token tables (genesis) and the indexer's holders.
 */
import { nameToU64 } from '../../chain/core/name';
import type { WorldToken } from '../catalog';
import { walletName } from '../names';
import { Rng } from '../random';
import type { WorldSize } from '../size';

/** One token's holders in ascending name order (the chain stores scopes in that order: appending is cheap). */
export interface HolderPlan {
  readonly token: WorldToken;
  readonly owners: readonly string[];
  /** Units, same order as owners. */
  readonly amounts: readonly bigint[];
  readonly total: bigint;
}

/** The wallet names of the world (holders and historical traders), deterministic from the seed. */
export function planWallets(seed: string, count: number): string[] {
  const rng = new Rng(seed, 'world:wallets');
  const taken = new Set<string>();
  return Array.from({ length: count }, () => walletName(rng, taken));
}

/** Holders of each well-known token except WAX; `budget` caps the units handed out per token. */
export function planHolders(
  seed: string,
  size: WorldSize,
  tokens: readonly WorldToken[],
  wallets: readonly string[],
  budget: (token: WorldToken) => bigint,
): HolderPlan[] {
  return tokens
    .filter((t) => t.known && t.code !== 'WAX')
    .map((token) => {
      const rng = new Rng(seed, `world:holders:${token.contract}:${token.code}`);
      const count = Math.min(wallets.length, token.code === 'TLM' ? size.tlmHolders : size.knownHolders);
      const start = token.code === 'TLM' ? 0 : rng.int(0, wallets.length - count);
      const chosen = wallets.slice(start, start + count);
      // Pareto with α = 1.2 on a floor of 1/20000 of the budget per holder, then scaled into the budget.
      const raw = chosen.map(() => Math.min(2_000, (1 - rng.float()) ** (-1 / 1.2)));
      const sum = raw.reduce((a, b) => a + b, 0);
      const cap = budget(token);
      const units = raw.map((r) => BigInt(Math.max(1, Math.floor((r / sum) * Number(cap) * 0.98))));
      const order = chosen
        .map((owner, i) => ({ owner, key: nameToU64(owner), amount: units[i]! }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      return { token, owners: order.map((o) => o.owner), amounts: order.map((o) => o.amount), total: order.reduce((s, o) => s + o.amount, 0n) };
    });
}
