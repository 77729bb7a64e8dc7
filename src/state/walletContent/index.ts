export * from './instance';
export { BALANCES_LIST, BALANCES_LOADER } from './tokens';
export { TRADES_LIST, TRADES_LOADER } from './trades';
export { POSITIONS_LIST, ORDERS_LIST, POSITIONS_LOADER } from './positions';
export { tradesCsv } from './csvExport';
export { hiddenAssets, hiddenAssetsOf, setAssetHidden } from './hiddenAssets';
export { walletLists, saveWalletList, deleteWalletList } from './walletLists';
