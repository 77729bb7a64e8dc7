export * from './resolutions';
export * from './kline';
export * from './candleQueue';
export * from './query';
