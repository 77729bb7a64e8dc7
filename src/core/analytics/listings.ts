/**
 * The new listings feed (SPEC §2 Analytics, §3 Listing event, §9): pages of 100 newest first; more
 * exist when a page came back full; a v3 listing's fee is in pips and compares with the others'
 * basis points after dividing by 100.
 */
import type { SourceType } from '../urlParams/exchanges';

/** SPEC §9: listings come 100 a page. */
export const LISTINGS_PAGE_SIZE = 100;

/** One listing (SPEC §3 Listing event), checked. */
export type ListingEvent = {
  readonly contractA: string;
  readonly codeA: string;
  readonly contractB: string;
  readonly codeB: string;
  readonly listingType: SourceType;
  /** As listed: basis points of 10000, pips of 10^6 for a v3 pool. */
  readonly fee: number;
  readonly src: string;
  readonly pairId: string;
  readonly globalSequence: number;
  /** Epoch ms; null when the service gave none. */
  readonly time: number | null;
};

/** The listing's fee in basis points of 10000 (SPEC §9: a v3 fee is compared after dividing by 100). */
export function listingFeeBps(event: Pick<ListingEvent, 'listingType' | 'fee'>): number {
  return event.listingType === 'poolsv3' ? event.fee / 100 : event.fee;
}

/** What kind of venue was listed, for the page. */
export function listingTypeLabel(type: SourceType): string {
  return type === 'markets' ? 'Order book' : type === 'poolsv3' ? 'Pool (v3)' : 'Pool (v2)';
}

/** True when a page of this many events may have more after it (SPEC §9: exactly 100 came back). */
export function hasMoreListings(pageLength: number): boolean {
  return pageLength === LISTINGS_PAGE_SIZE;
}

/** The `max_global_sequence` that asks for the page after `events` (newest first), or null for the first page. */
export function nextListingsBound(events: readonly ListingEvent[]): number | null {
  const last = events.at(-1);
  return last === undefined ? null : last.globalSequence - 1;
}

/** The events after a load-more: the new page's events not already held, in order. */
export function appendListings(held: readonly ListingEvent[], page: readonly ListingEvent[]): ListingEvent[] {
  const seen = new Set(held.map((event) => `${event.globalSequence}:${event.src}:${event.pairId}`));
  return [...held, ...page.filter((event) => !seen.has(`${event.globalSequence}:${event.src}:${event.pairId}`))];
}
