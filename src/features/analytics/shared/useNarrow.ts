import { useSyncExternalStore } from 'react';

/** Phones: below SPEC §2's 640 px breakpoint. */
const PHONE_QUERY = '(max-width: 639px)';

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on phone widths, following the window (tables with fixed columns pick fewer columns there, not hidden cells). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
