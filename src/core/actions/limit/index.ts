export * from './memo';
export * from './price';
export * from './pairHash';
export * from './json';
export * from './actions';
