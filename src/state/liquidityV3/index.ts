export { liquidityEndpoint, v3Add, v3Position } from './instance';
export { LIQUIDITY_POOL_LOADER, LIQUIDITY_ADD_LOADER, type ChosenRange, type NewPoolDraft, type PairTier } from './addStore';
export { LIQUIDITY_POSITION_LOADER, LIQUIDITY_MANAGE_LOADER } from './positionStore';
export type { DepositModel } from './deposit';
export type { PoolDetail } from './pool';
