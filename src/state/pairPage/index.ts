export * from './instance';
export { PAIR_ASSOCIATED, PAIR_INIT, type PairPageState, type PairPageStore } from './store';
