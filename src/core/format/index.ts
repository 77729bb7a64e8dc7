export * from './fixed';
export * from './wax';
export * from './fiat';
export * from './rates';
export * from './price';
export * from './percent';
export * from './duration';
export * from './resources';
