export * from './instance';
export { LISTINGS_AREA, type ListingsState } from './listings';
export { TOP_PAIRS_AREA, TOP_TOKENS_AREA, type AnalyticsState, type Loadable } from './store';
