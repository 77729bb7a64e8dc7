export * from './check';
export * from './actions';
