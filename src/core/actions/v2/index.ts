/** Memo and action-data codecs of the v2 venues, shared by the devnet contracts and the app's action builders. */
export * from './common';
export * from './logs';
export * from './defibox';
export * from './taco';
export * from './nefty';
export * from './adex';
export * from './fusion';
export * from './fusionRate';
