export * from './orders';
export * from './cancel';
export * from './list';
