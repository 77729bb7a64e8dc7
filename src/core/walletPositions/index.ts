export * from './types';
export * from './value';
export * from './v2';
export * from './v3';
export * from './summary';
export * from './calculator';
export * from './list';
export * from './rows';
