import type { Exchange } from '../../core/urlParams';

/** One tile of the home page's features grid. */
export type FeatureTile = { title: string; text: string; to: string; linkLabel: string };

/** What Waxwing does, one tile per screen family (SPEC §1). */
export const FEATURE_TILES: readonly FeatureTile[] = [
  {
    title: 'Split smart-order routing',
    text: 'A swap can be split across several routes and exchanges at once. Each route shows its path, price impact, fees and minimum received before you sign.',
    to: '/swap',
    linkLabel: 'Open Spot',
  },
  {
    title: 'Limit orders',
    text: 'Set the price you want and let the limit-order contract fill it. Open, filled and cancelled orders stay listed per pair.',
    to: '/limit',
    linkLabel: 'Place a limit order',
  },
  {
    title: 'Order-book markets',
    text: 'Alcor order books with live candles, depth, a trade tape and your own orders marked in the book. Limit and market orders, cancel in one click.',
    to: '/markets',
    linkLabel: 'Browse markets',
  },
  {
    title: 'v2 and v3 liquidity',
    text: 'Provide liquidity to constant-product pools or to concentrated ranges. See pool and position figures, fees earned and whether a range is in play.',
    to: '/liquidity/add',
    linkLabel: 'Add liquidity',
  },
  {
    title: 'Analytics',
    text: 'Top tokens and pairs by volume, price changes, new pools as they are listed, and token pages with holders and trade history.',
    to: '/analytics',
    linkLabel: 'See statistics',
  },
  {
    title: 'Wallet and transfers',
    text: 'Balances, trade history, positions and staked resources for any account. Send several assets in one transaction, claim refunds and vote rewards.',
    to: '/wallet/transfer',
    linkLabel: 'Transfer assets',
  },
];

/** What kind of venue each exchange is, for the supported-exchanges list. */
export const EXCHANGE_KINDS: Record<Exchange, string> = {
  alcorv2: 'Concentrated-liquidity (v3) pools',
  alcormarket: 'On-chain order books',
  defibox: 'Constant-product pools',
  taco: 'Constant-product pools',
  adex: 'Constant-product pools',
  neftyblocks: 'Constant-product pools',
  waxfusion: 'WAX liquid staking (LSWAX)',
};
