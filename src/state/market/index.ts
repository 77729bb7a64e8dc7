export * from './chartSettings';
export { historyQuery, HISTORY_COUNT_BACK } from './history';
export * from './instance';
export * from './rowPaint';
export * from './store';
export * from './tradeForm';
export * from './tradingInstance';
