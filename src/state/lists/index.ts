/**
 * The lists worker is the owner of every big list (ARCHITECTURE "Big lists"): screens reach its one
 * client here and hand it to `DataTable` as the rows' source.
 */
export { listsClient, releaseListsWorker } from '../../../workers/lists.client';
