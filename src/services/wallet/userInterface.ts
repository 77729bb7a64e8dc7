import type { UserInterface } from '@wharfkit/session';

/**
 * The wallet dialogs: wharfkit's web renderer in a browser (loaded on first use), none in Node.
 * The renderer runs `minimal`: the app's chain-transactions modal is the transaction UI (SPEC §2 Modals,
 * §8 Failed transaction), so wharfkit opens its dialog only for prompts a wallet cannot do without (a
 * login QR code), and a failure closes it instead of showing its own "Transact Error" screen.
 */
export async function loadUserInterface(): Promise<UserInterface> {
  if (typeof document === 'undefined') {
    const { HeadlessUserInterface } = await import('./headlessUi');
    return new HeadlessUserInterface();
  }
  const { WebRenderer } = await import('@wharfkit/web-renderer');
  return new WebRenderer({ minimal: true });
}
