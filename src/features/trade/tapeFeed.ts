/**
 * The tape on screen as a signal (see tapeMerge for the rules): live frames and the history fetch
 * merge here, outside React, and the tape component follows the signal, so a trade costs a merge of
 * ≤ 100 rows and a repaint of the visible lines, never a render.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { TapeRow } from '../../core/live';
import { EMPTY_TAPE, tapeRows, withHistory, withLiveFrame, type TapeState } from './tapeMerge';

export class TapeFeed {
  private readonly shown = signal<readonly TapeRow[]>([]);
  private marketId: number | null = null;
  private state: TapeState = EMPTY_TAPE;

  /** The rows to draw, newest first. */
  get rows(): ReadonlySignal<readonly TapeRow[]> {
    return this.shown;
  }

  /** Shows `marketId`'s tape: another market starts from nothing (its rows must not show under another name). */
  watch(marketId: number): void {
    if (marketId === this.marketId) return;
    this.marketId = marketId;
    this.set(EMPTY_TAPE);
  }

  /** A live frame's rows (newest first) for `marketId`; ignored when another market is shown. */
  live(marketId: number, rows: readonly TapeRow[]): void {
    if (marketId === this.marketId) this.set(withLiveFrame(this.state, rows));
  }

  /** The history fetch's rows for `marketId`; ignored when another market is shown. */
  history(marketId: number, rows: readonly TapeRow[]): void {
    if (marketId === this.marketId) this.set(withHistory(this.state, rows));
  }

  private set(state: TapeState): void {
    this.state = state;
    this.shown.value = tapeRows(state);
  }
}
