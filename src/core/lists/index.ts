export * from './types';
export * from './sortState';
export * from './presets';
export * from './viewState';
export { defineListSchema } from './schema';
export { ListStore } from './listStore';
export { viewOfFrame } from './frame';
