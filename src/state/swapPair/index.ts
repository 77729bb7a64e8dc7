export * from './pair';
