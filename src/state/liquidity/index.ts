export * from './instance';
export type { LiquidityStore, ManagedPool, PoolsState } from './store';
export type { DepositBox, DepositQuote, DepositSide } from './depositBox';
export type { RemoveBox, RemoveQuote } from './removeBox';
export { LIQUIDITY_TX_LOADER, POOLS_REFRESH_MS } from './store';
