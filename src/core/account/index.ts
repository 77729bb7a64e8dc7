export * from './types';
export * from './parse';
export * from './claims';
