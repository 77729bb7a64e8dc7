import { useEffect } from 'react';

/** Sets the tab title to "Waxwing — {page}" while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `Waxwing — ${page}`;
  }, [page]);
}
