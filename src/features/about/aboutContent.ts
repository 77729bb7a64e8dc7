/** A technology Waxwing is built on and the job it does here. */
export type Technology = { name: string; role: string; href: string };

/** The key features listed on the about page (SPEC §1). */
export const KEY_FEATURES: readonly string[] = [
  'Swaps routed across seven WAX exchanges, split over several paths when that gives a better price.',
  'Limit orders, and order-book markets with charts, depth, a trade tape and your open orders.',
  'Liquidity in constant-product (v2) pools and in concentrated (v3) ranges, with position figures and fees.',
  'Analytics: top tokens and pairs, new listings, token holders and pair histories.',
  'Wallet pages for any account, multi-asset transfers, refunds, producer-vote claims, and virtual LONG/SHORT positions kept in your browser.',
  'A choice of API endpoints with live readiness, and every amount handled as an exact integer of token units.',
];

/** The technologies, each with what it does in Waxwing. */
export const TECHNOLOGIES: readonly Technology[] = [
  { name: 'React', role: 'Renders the screens; the main thread only draws.', href: 'https://react.dev/' },
  { name: 'TypeScript', role: 'Strict types across the app, workers and the local devnet.', href: 'https://www.typescriptlang.org/' },
  { name: 'Vite', role: 'Builds the app with lazy-loaded routes.', href: 'https://vite.dev/' },
  {
    name: 'Web Workers with Comlink',
    role: 'Order books, big lists and quotes are computed off the main thread and sent over as small frames.',
    href: 'https://github.com/GoogleChromeLabs/comlink',
  },
  {
    name: 'AssemblyScript / WebAssembly',
    role: 'The Q64.64 maths of concentrated pools, checked bit for bit against a bigint reference.',
    href: 'https://www.assemblyscript.org/',
  },
  { name: 'TradingView Lightweight Charts™', role: 'Candles and price charts.', href: 'https://www.tradingview.com/lightweight-charts/' },
  { name: 'Wharf (wharfkit)', role: 'Wallet sessions and transaction signing for Anchor, Cloud Wallet and Wombat.', href: 'https://wharfkit.com/' },
  { name: 'Socket.IO', role: 'Live order-book deltas, trades and candles.', href: 'https://socket.io/' },
  { name: 'TanStack Virtual and Table', role: 'Only the visible rows of long lists are rendered.', href: 'https://tanstack.com/' },
  { name: 'Preact Signals', role: 'Fine-grained state, so a ticking price re-renders only itself.', href: 'https://preactjs.com/guide/v10/signals/' },
];
