export * from './boot';
export * from './chunkReload';
export * from './clients';
export * from './endpoints';
export * from './rates';
export * from './signals';
export * from '../storage';
export * from './version';
