export * from './amount';
export * from './decimal';
export * from './input';
export * from './asset';
export * from './arithmetic';
export * from './fraction';
export * from './slippage';
export * from './field';
