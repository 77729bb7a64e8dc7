export * from './instance';
export { createLimitStore, type LimitStoreDeps } from './store';
