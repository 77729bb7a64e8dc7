export * from './instance';
export { ACCOUNT_INFO_LOADER, ACCOUNT_LOADER, CLAIM_LOADERS, type AccountClaim } from './store';
