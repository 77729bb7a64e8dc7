export * from './instance';
export { PAIR_ASSOCIATED, PAIR_INIT } from './store';
