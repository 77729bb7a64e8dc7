/** The split smart-order router (DESIGN §2 routing engine) and the `swap.we` memo codec. */
export * from './types';
export * from './venue';
export * from './v2Venue';
export * from './v3Venue';
export * from './bookWalk';
export * from './bookVenue';
export * from './graph';
export * from './hops';
export * from './request';
export * from './routeTypes';
export * from './findRoutes';
export * from './memo';
export * from './query';
export * from './slippage';
