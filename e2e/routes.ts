/** Every route of SPEC §2 with realistic parameters, and a file-safe name for its screenshots. */
export const ROUTES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'analytics', path: '/analytics' },
  { name: 'listings', path: '/analytics/listings' },
  { name: 'token', path: '/analytics/token/tlm_alien.worlds' },
  { name: 'pair', path: '/analytics/pair/alcorv2/1' },
  { name: 'markets', path: '/markets' },
  { name: 'liquidity-add', path: '/liquidity/add' },
  { name: 'liquidity-manage', path: '/liquidity/manage/alcorv2/1' },
  { name: 'transfer', path: '/wallet/transfer' },
  { name: 'wallet', path: '/wallet/alice' },
  { name: 'limit', path: '/limit/WAX_eosio.token/TLM_alien.worlds' },
  { name: 'swap', path: '/swap/WAX_eosio.token/TLM_alien.worlds' },
  { name: 'trade', path: '/trade/alcormarket/tlm_alien.worlds/wax_eosio.token' },
];

export const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
