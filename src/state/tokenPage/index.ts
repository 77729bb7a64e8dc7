export * from './instance';
export { TOKEN_HOLDERS, TOKEN_INIT } from './store';
export * from './types';
