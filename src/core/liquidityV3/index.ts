/** Pure logic of the concentrated-liquidity screens: price texts and ranges, deposit sides, action lists. */
export * from './price';
export * from './deposit';
export * from './actions';
export * from './poolRow';
export * from './createPool';
