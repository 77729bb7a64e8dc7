/** Accounts the world creates for its own actors: liquidity providers and the bots. Names are 12 characters (no name bid). */

/** Own the seeded books' orders; the market-maker bot acts as them. */
export const MARKET_MAKERS = ['marketmaker1', 'marketmaker2', 'marketmaker3', 'marketmaker4', 'marketmaker5'] as const;
/** Swap and take from books. */
export const TRADERS = ['swaptrader11', 'swaptrader12', 'swaptrader13', 'swaptrader14', 'swaptrader15'] as const;
/** Fills calcormining orders once a route reaches their price. */
export const KEEPER = 'limitkeeper1';
/** Lists new tokens and pools. */
export const LISTER = 'listingbot11';
/** Opens the seeded calcormining orders. */
export const LIMIT_MAKER = 'limitmaker11';
/** Provides the v2 pools' liquidity (the v2 seeder's default provider). */
export const V2_PROVIDER = 'poolprovider';

/** Every bot account, funded with every token at genesis. */
export const BOT_ACCOUNTS: readonly string[] = [...MARKET_MAKERS, ...TRADERS, KEEPER, LISTER];
