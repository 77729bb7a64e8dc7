export * from './memo';
export * from './price';
export * from './pairHash';
export * from './json';
export * from './actions';
export { sha256Hex, sha256Text } from './sha256';
