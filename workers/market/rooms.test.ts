import { describe, expect, it } from 'vitest';
import { WAX_TLM } from '../../src/core/orderbook/orders.testutil';
import { MarketFeed } from './feed';
import { MarketRooms } from './rooms';

function setup(connected = true) {
  const sent: [string, unknown][] = [];
  const socket = { connected, emit: (event: string, payload: unknown) => (socket.connected ? (sent.push([event, payload]), true) : false) };
  return { rooms: new MarketRooms(() => socket), sent, socket };
}

describe('MarketRooms', () => {
  it('joins and leaves every room of a market: its book, its trades and its candles', () => {
    const { rooms, sent } = setup();
    const feed = new MarketFeed({ market: WAX_TLM, resolution: '15' }, null);
    rooms.join(feed);
    rooms.leave(feed);
    const params = { src: 'alcordexmain', market_id: 7 };
    expect(sent).toEqual([
      ['subscribe', { room: 'orderbooksDelta', params }],
      ['subscribe', { room: 'marketMatches', params }],
      ['subscribe', { room: 'klines', params: { ...params, resolution: '15' } }],
      ['unsubscribe', { room: 'orderbooksDelta', params }],
      ['unsubscribe', { room: 'marketMatches', params }],
      ['unsubscribe', { room: 'klines', params: { ...params, resolution: '15' } }],
    ]);
  });

  it('moves the chart from one candle room to the next, leaving first', () => {
    const { rooms, sent } = setup();
    const feed = new MarketFeed({ market: WAX_TLM, resolution: '15' }, null);
    rooms.move(feed.setResolution('60')!);
    expect(sent.map(([event, payload]) => [event, (payload as { params: { resolution: string } }).params.resolution])).toEqual([
      ['unsubscribe', '15'],
      ['subscribe', '60'],
    ]);
  });

  it('says when a room call was dropped because the socket is not connected', () => {
    const { rooms, sent, socket } = setup(false);
    const room = { room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: 7 } } as const;
    expect(rooms.subscribe(room)).toBe(false);
    socket.connected = true;
    expect(rooms.subscribe(room)).toBe(true);
    expect(sent).toHaveLength(1);
  });
});
