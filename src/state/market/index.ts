export * from './chartSettings';
export * from './instance';
export * from './rowPaint';
export * from './store';
export * from './tradeForm';
export * from './tradingInstance';
