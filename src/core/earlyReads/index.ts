export { earlyReadUrls, needsMarketWorker, ROUTE_EARLY_READS, type PageLocation } from './earlyReads';
