export * from './filter';
export * from './row';
export * from './page';
export * from './price';
export * from './list';
