export * from './favourites';
export * from './list';
