export * from './schema';
export * from './columns';
