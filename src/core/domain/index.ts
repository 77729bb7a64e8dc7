/** The domain's nouns every layer shares: tokens, markets and pairs (SPEC §3 Token, Market, Pair). */
export * from './token';
export * from './market';
export * from './pair';
export * from './marketRoute';
export * from './swapPair';
export * from './directSources';
