export * from './protocol';
export * from './retry';
export * from './wire';
export * from './messages';
export * from './tapeRow';
export * from './latency';
export * from './priceTicks';
