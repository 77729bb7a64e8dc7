export * from './price';
export * from './amounts';
export * from './draft';
export * from './contract';
export * from './history';
export * from './balances';
export * from './transactions';
