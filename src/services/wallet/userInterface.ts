import type { UserInterface } from '@wharfkit/session';

/** The wallet dialogs: wharfkit's web renderer in a browser (loaded on first use), none in Node. */
export async function loadUserInterface(): Promise<UserInterface> {
  if (typeof document === 'undefined') {
    const { HeadlessUserInterface } = await import('./headlessUi');
    return new HeadlessUserInterface();
  }
  const { WebRenderer } = await import('@wharfkit/web-renderer');
  return new WebRenderer();
}
