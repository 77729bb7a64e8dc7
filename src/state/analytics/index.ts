export * from './instance';
export { TOP_PAIRS_AREA, TOP_TOKENS_AREA, type Loadable } from './store';
