export * from './instance';
export type { TransferLine } from './store';
