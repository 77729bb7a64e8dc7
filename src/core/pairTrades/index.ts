export * from './types';
export * from './columns';
