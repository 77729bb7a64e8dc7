import { describe, expect, it } from 'vitest';
import { clockTime, type TapeRow } from '../../core/live';
import { TapeFeed } from './tapeFeed';

const row = (key: number, timestamp: number): TapeRow => ({ key, side: 'buy', timestamp, price: '0.20000000', amount: '1.0000', time: clockTime(timestamp) });
const times = (rows: readonly TapeRow[]) => rows.map((item) => item.timestamp);

describe('TapeFeed', () => {
  it('merges live frames over history into its signal, for the watched market only', () => {
    const feed = new TapeFeed();
    const seen: number[][] = [];
    const stop = feed.rows.subscribe((rows) => seen.push(times(rows)));
    feed.watch(7);
    feed.history(7, [row(-1, 100)]);
    feed.live(7, [row(1, 300), row(2, 200)]);
    feed.live(8, [row(3, 900)]);
    feed.history(8, [row(-1, 50)]);
    expect(times(feed.rows.value)).toEqual([300, 200, 100]);
    expect(seen.at(-1)).toEqual([300, 200, 100]);
    stop();
  });

  it('starts another market from nothing, and keeps its rows when the same market is watched again', () => {
    const feed = new TapeFeed();
    feed.watch(7);
    feed.live(7, [row(1, 300)]);
    feed.watch(7);
    expect(times(feed.rows.value)).toEqual([300]);
    feed.watch(8);
    expect(feed.rows.value).toEqual([]);
  });
});
