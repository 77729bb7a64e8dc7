export * from './lastPair';
