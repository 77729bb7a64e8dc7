export { createLiveServer, type LiveServer, type LiveServerOptions, type MatchInput } from './liveServer';
export { createSessionTokens, type SessionTokens } from './sessionTokens';
export { SESSION_TOKEN_PATHS } from './sessionRoute';
export type { LiveStats } from './stats';
