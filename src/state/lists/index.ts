/**
 * The lists worker is the owner of every big list (ARCHITECTURE "Big lists"): screens reach its one
 * client here and hand it to `DataTable` as the rows' source.
 */
export { listsClient, releaseListsWorker } from '../../../workers/lists.client';

import { listsClient } from '../../../workers/lists.client';

// The e2e perf traces wait for the worker's idle-time preparation before their first click (no fixed pause).
if (typeof window !== 'undefined')
  Object.defineProperty(window, '__waxwingLists', { value: { whenPrepared: () => listsClient().whenPrepared() }, configurable: true });
