export { liquidityEndpoint, v3Add, v3Position } from './instance';
export { LIQUIDITY_POOL_LOADER, LIQUIDITY_ADD_LOADER, type ChosenRange, type V3AddStore } from './addStore';
export { LIQUIDITY_POSITION_LOADER, LIQUIDITY_MANAGE_LOADER, type ManagedPosition, type V3PositionStore } from './positionStore';
export type { DepositModel, MintQuote } from './deposit';
export type { PoolDetail } from './pool';
