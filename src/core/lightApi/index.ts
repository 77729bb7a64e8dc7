export * from './hosts';
export * from './paths';
export * from './answers';
