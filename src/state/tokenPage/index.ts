export * from './instance';
export { deepestWaxPool, holdersListId, STAT_FAILED, TOKEN_HOLDERS, TOKEN_INIT, type HolderHosts, type TokenPageStore } from './store';
export * from './types';
