export * from './instance';
export * from './records';
export * from './sender';
export * from './types';
