export * from './favourites';
export * from './list';
export * from './pairsInstance';
