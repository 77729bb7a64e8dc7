/** How big the seeded world is: `full` for the product (SPEC/DESIGN §5 figures), `small` for tests and e2e. */

/** The counts a world is built to. */
export interface WorldSize {
  readonly name: 'full' | 'small';
  /** Tokens besides WAX (the well-known ones included). */
  readonly tokens: number;
  /** WAX pools on taco, neftyblocks and adex (Defibox lists every token); cross pairs on defibox and taco. */
  readonly v2Venues: readonly [number, number, number];
  readonly v2Cross: number;
  readonly v3Pools: number;
  readonly markets: number;
  /** Markets with a deep book, and their price levels per side. */
  readonly busyMarkets: number;
  readonly busyLevels: number;
  /** Price levels per side of the other markets (min, max). */
  readonly quietLevels: readonly [number, number];
  /** TLM holders, and holders of every other well-known token. */
  readonly tlmHolders: number;
  readonly knownHolders: number;
  readonly historyTrades: number;
  readonly historyDays: number;
}

export const WORLD_SIZES: Readonly<Record<WorldSize['name'], WorldSize>> = {
  full: {
    name: 'full',
    tokens: 214,
    v2Venues: [90, 60, 40],
    v2Cross: 16,
    v3Pools: 64,
    markets: 40,
    busyMarkets: 3,
    busyLevels: 1000,
    quietLevels: [25, 120],
    tlmHolders: 100_000,
    knownHolders: 800,
    historyTrades: 1_000_000,
    historyDays: 400,
  },
  small: {
    name: 'small',
    tokens: 24,
    v2Venues: [8, 6, 4],
    v2Cross: 4,
    v3Pools: 12,
    markets: 8,
    busyMarkets: 1,
    busyLevels: 120,
    quietLevels: [8, 20],
    tlmHolders: 2_000,
    knownHolders: 40,
    historyTrades: 20_000,
    historyDays: 60,
  },
};

/** The size named by `--world`. */
export function worldSize(name: string): WorldSize {
  if (name === 'full' || name === 'small') return WORLD_SIZES[name];
  throw new Error(`devnet: unknown world size "${name}" (full or small)`);
}
