export * from './execute';
export * from './favourites';
export * from './instance';
export * from './settings';
export * from './store';
export * from './venueState';
export * from './preset';
