import { describe, expect, it } from 'vitest';
import type { RowView } from '../../src/core/rowpaint/view';
import type { MarketPaint } from './paint';
import { paintCommands } from './paintCommands';
import type { FrameBuilder } from './frames';

/** Paint and frames that record what the commands asked of them. */
function setup() {
  const calls: string[] = [];
  const paint = {
    attachBook: () => void calls.push('attachBook'),
    attachTape: () => void calls.push('attachTape'),
    setView: (id: string) => void calls.push(`setView ${id}`),
    detach: (which: string) => void calls.push(`detach ${which}`),
    hover: (side: string, level: number | null) => void calls.push(`hover ${side} ${level}`),
    drawnUnitPrice: () => '123456789',
    latencies: null,
  } as unknown as MarketPaint;
  const frames = {
    setTapeFirst: (first: number) => void calls.push(`tapeFirst ${first}`),
    setTapeRows: (rows: number) => void calls.push(`tapeRows ${rows}`),
  } as unknown as FrameBuilder;
  const api = paintCommands(paint, frames, () => void calls.push('changed'));
  return { api, calls };
}

const view = (offset: number, viewHeight: number) => ({ offset, viewHeight }) as RowView;

describe('paint commands', () => {
  it('a tape view also sets the tape rows the frames carry: those in view and one either side', async () => {
    const { api, calls } = setup();
    await api.setRowView('tape', view(205, 100));
    expect(calls).toEqual(['setView tape', 'tapeFirst 9', 'tapeRows 7', 'changed']);
  });

  it('a book view only redraws', async () => {
    const { api, calls } = setup();
    await api.setRowView('asks', view(0, 300));
    expect(calls).toEqual(['setView asks']);
  });

  it('forwards hover and the drawn price, and answers no latencies while it draws nothing', async () => {
    const { api, calls } = setup();
    await api.hoverRow('bids', 2);
    expect(await api.drawnUnitPrice('bids', 2)).toBe('123456789');
    expect(await api.paintLatencies()).toBeNull();
    expect(calls).toEqual(['hover bids 2']);
  });
});
