import { describe, expect, it, vi } from 'vitest';
import type { MarketApi } from '../../../workers/market.client';
import { marketRowPaint } from './rowPaint';

describe('marketRowPaint', () => {
  it('knows whether the worker draws the book, and logs a failed call instead of throwing', async () => {
    const warnings: string[] = [];
    const calls: string[] = [];
    const client = {
      attachBook: async () => void calls.push('attachBook'),
      detachRows: async (which: string) => void calls.push(`detach ${which}`),
      hoverRow: async () => Promise.reject(new Error('worker gone')),
    } as unknown as MarketApi;
    const paint = marketRowPaint(
      () => client,
      (message) => warnings.push(message),
    );
    expect(paint.bookDrawnByWorker).toBe(false);
    paint.attachBook({} as never, {} as never);
    expect(paint.bookDrawnByWorker).toBe(true);
    paint.detach('tape');
    expect(paint.bookDrawnByWorker).toBe(true);
    paint.detach('book');
    expect(paint.bookDrawnByWorker).toBe(false);
    paint.hover('bids', 1);
    expect(calls).toEqual(['attachBook', 'detach tape', 'detach book']);
    await vi.waitFor(() => expect(warnings).toEqual(['market drawing failed: Error: worker gone']));
  });
});
