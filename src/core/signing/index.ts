export * from './batches';
export * from './batchState';
export * from './errorMessage';
export * from './signingRun';
export * from './delays';
export * from './actionLine';
