import { signal } from '@preact/signals-react';

/** SPEC §2: `disable_layout=true` hides the header, drawer, footer, transaction modal and notifications. */
export const layoutDisabled = signal(false);

/**
 * Reads `disable_layout` from a query string ("?disable_layout=true"). An embedded page keeps its
 * layout hidden while it navigates (screens rewrite their URLs without the query); only an explicit
 * `disable_layout=false` or a new page load shows it again.
 */
export function syncLayoutFromUrl(search: string): void {
  const value = new URLSearchParams(search).get('disable_layout');
  if (value === 'true') layoutDisabled.value = true;
  else if (value === 'false') layoutDisabled.value = false;
}
