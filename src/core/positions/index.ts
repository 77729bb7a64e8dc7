export * from './types';
export * from './machine';
export * from './pnl';
export * from './persisted';
export * from './marketOrder';
