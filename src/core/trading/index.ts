export * from './price';
export * from './limitForm';
export * from './marketTerms';
export * from './bookOrder';
export * from './openOrders';
export * from './accountTrades';
export * from './keys';
export * from './checks';
