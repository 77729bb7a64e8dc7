export * from './pricing';
export * from './memo';
export * from './cancel';
export * from './place';
