export * from './instance';
export {
  ACCOUNT_INFO_LOADER,
  ACCOUNT_LOADER,
  CLAIM_LOADERS,
  createWalletAccountStore,
  FETCH_ACCOUNT_ERROR,
  FETCH_ACCOUNT_INFO_ERROR,
  type AccountClaim,
  type AccountState,
  type DelegationsState,
  type WalletAccountStore,
} from './store';
