export * from './actions';
export * from './voteWeight';
