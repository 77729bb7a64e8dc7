import { effect, untracked } from '@preact/signals-react';
import { resolveSwapPair, type TokenId, type TokenPair } from '../../core/domain';
import { readLastSwapPair } from '../swapPair';
import type { SwapStore } from './store';

/**
 * Shows the pair a swap or limit URL names as soon as the store's token list is in, when that is
 * before `until` settles (the screen's code is in): the screen's first render then draws the pair.
 * Set from the screen's own effect instead, the pair re-rendered the whole screen at once, in one
 * task, right after its first render (docs/performance.md, "The first screen"). After `until` the
 * screen sets the pair itself, as it always does: nothing is set late, for a URL left since.
 */
export async function presetSwapPair(store: Pick<SwapStore, 'tokens' | 'setPair'>, url: TokenPair<TokenId | null>, until: Promise<unknown>): Promise<void> {
  let dispose: (() => void) | null = null;
  let settled = false;
  const listed = new Promise<void>((resolve) => {
    dispose = effect(() => {
      const tokens = store.tokens.value;
      if (settled || tokens.length === 0) return;
      settled = true;
      const pair = resolveSwapPair(url, tokens, readLastSwapPair());
      if (pair !== null) untracked(() => store.setPair(pair));
      resolve();
    });
  });
  try {
    await Promise.race([listed, until.then(noop, noop)]);
  } finally {
    settled = true;
    (dispose as (() => void) | null)?.();
  }
}

function noop(): void {}
