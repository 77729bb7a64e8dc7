export { earlyReadUrls, isSharedEarlyRead, needsMarketWorker, ROUTE_EARLY_READS } from './earlyReads';
