import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListedToken } from '../../core/domain';
import { swapStore } from '../../state/swap';
import { TokenSelectorModal } from './TokenSelectorModal';

function token(ticker: string, contract: string, rank: number): ListedToken {
  return {
    ticker,
    contract,
    precision: 4,
    key: `${ticker}_${contract}`,
    logo: null,
    waxPrice: 1,
    isWax: ticker === 'WAX',
    isLpToken: false,
    rank,
    volume24h: 0,
    liquidity: 0,
    pairedWith: [],
  };
}

const TOKENS = [token('WAX', 'eosio.token', 1), token('TLM', 'alien.worlds', 2), token('NEFTY', 'token.nefty', 3)];
const TLM_ROW = { name: /^TLM \(alien\.worlds\)/ };

// The frames are the test's: each requestAnimationFrame callback waits in `frames` until run.
let frames: Map<number, FrameRequestCallback>;
let nextFrame: number;
const runFrames = () =>
  act(() => {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback(performance.now());
  });
// jsdom lays nothing out: the list's box gets a height so the virtual list draws its rows.
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 }));
afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));
beforeEach(() => {
  frames = new Map();
  nextFrame = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set((nextFrame += 1), callback);
    return nextFrame;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  swapStore.tokens.value = TOKENS;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  swapStore.tokens.value = [];
});

describe('TokenSelectorModal: the frame that opens it', () => {
  it('shows the dialog and its controls at once, and the token rows only after that frame is drawn', async () => {
    render(<TokenSelectorModal props={{ side: 'output', onChoose: () => undefined }} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Select the token to receive' });
    expect(within(dialog).getByRole('searchbox')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Quick select' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', TLM_ROW)).toBeNull();

    // The frame is drawn: the rows follow in a task of their own, not in that frame.
    runFrames();
    expect(within(dialog).queryByRole('button', TLM_ROW)).toBeNull();
    expect(await within(dialog).findByRole('button', TLM_ROW)).toBeTruthy();
  });

  it('a dialog closed before its first frame leaves no frame or task behind', () => {
    const view = render(<TokenSelectorModal props={{ side: 'input', onChoose: () => undefined }} onClose={() => undefined} />);
    expect(frames.size).toBe(1);
    view.unmount();
    expect(frames.size).toBe(0);
  });
});
