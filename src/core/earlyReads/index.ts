export { earlyReadUrls, needsMarketWorker, ROUTE_EARLY_READS } from './earlyReads';
