export * from './instance';
export { TRANSFER_LOADER, type TransferLine, type TransferPhase, type TransferStore } from './store';
