export * from './layout';
export * from './loading';
export * from './modal';
export * from './notifications';
export * from './progress';
export * from './refreshWhileShown';
export * from './marketView';
