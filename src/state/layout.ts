import { signal } from '@preact/signals-react';

/** SPEC §2: `disable_layout=true` hides the header, drawer, footer, transaction modal and notifications. */
export const layoutDisabled = signal(false);

/** Reads `disable_layout` from a query string ("?disable_layout=true"). */
export function syncLayoutFromUrl(search: string): void {
  layoutDisabled.value = new URLSearchParams(search).get('disable_layout') === 'true';
}
