export * from './instance';
export * from './store';
