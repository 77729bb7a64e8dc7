export * from './rows';
export * from './list';
