export * from './instance';
export type { DepositBox, DepositSide } from './depositBox';
export { LIQUIDITY_TX_LOADER } from './store';
