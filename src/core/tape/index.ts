export * from './types';
export * from './tradeAmount';
export * from './parseMarketMatch';
export * from './tape';
export * from './merge';
