export { earlyReadUrls, followingEarlyRead, isSharedEarlyRead, needsMarketWorker, ROUTE_EARLY_READS } from './earlyReads';
