export * from './rows';
export * from './list';
export * from './light';
