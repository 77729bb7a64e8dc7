/** `swap.alcor` (alcorv2, concentrated pools): memos, action data and logs, shared by the devnet contract and the app. */
export * from './abi';
export * from './memo';
export * from './actions';
export * from './logs';
