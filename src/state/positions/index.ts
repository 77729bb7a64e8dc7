export * from './instance';
