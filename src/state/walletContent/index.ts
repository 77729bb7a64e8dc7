export * from './instance';
export { WALLET_BALANCE_CACHE_MS, BALANCES_LIST, BALANCES_LOADER, type WalletTokensStore } from './tokens';
export { TRADES_LIST, TRADES_LOADER, type TradeHistoryStatus, type TradeHistoryStore } from './trades';
export { POSITIONS_LIST, ORDERS_LIST, POSITIONS_LOADER, type OpenPositionsState } from './positions';
export { CANCEL_LOADER } from './cancel';
export { tradesCsv, shownTradeRows, type TradeTableView } from './csvExport';
export { hiddenAssets, hiddenAssetsOf, setAssetHidden, reloadHiddenAssets } from './hiddenAssets';
export { walletLists, saveWalletList, deleteWalletList, reloadWalletLists, type WalletList } from './walletLists';
