export * from './exchanges';
export * from './params';
