/**
 * Test and bench helpers: a live server on a random port over an in-memory book, and a
 * deterministic order flow that changes the book and publishes each change as the devnet's
 * contracts would (same tick).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as ioClient, type Socket as ClientSocket } from 'socket.io-client';
import type { WireOrderRow } from '../../../src/core/live';
import type { BookTable } from '../../../src/core/orderbook';
import { mulberry32 } from '../../../src/core/random';
import { sendJson } from '../../http/respond';
import { createLiveServer, type BookSource, type LiveServer, type LiveServerOptions } from './liveServer';

/** The market the helpers trade: WAX (8 decimals) base, TLM (4 decimals) quote. */
export const TEST_MARKET = {
  id: 7,
  base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 },
  quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
};

/** Order-book tables kept in memory, as wire rows by id. */
export class MemoryBook implements BookSource {
  private readonly tables = new Map<string, Map<string, WireOrderRow>>();

  private table(marketId: number, table: BookTable): Map<string, WireOrderRow> {
    const key = `${marketId}:${table}`;
    let rows = this.tables.get(key);
    if (!rows) this.tables.set(key, (rows = new Map()));
    return rows;
  }

  getOrders(marketId: number, table: BookTable): WireOrderRow[] {
    return [...this.table(marketId, table).values()];
  }

  /** Writes or deletes a row. */
  apply(marketId: number, table: BookTable, present: boolean, row: WireOrderRow): void {
    if (present) this.table(marketId, table).set(String(row.id), row);
    else this.table(marketId, table).delete(String(row.id));
  }
}

const ACCOUNTS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'trader'];
const pad = (units: bigint, precision: number) => {
  const digits = units.toString().padStart(precision + 1, '0');
  return `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
};

/** A random order flow on one market: new orders, partial fills and removals near the top. */
export class OrderFlow {
  private nextId = 1;
  private readonly live: { table: BookTable; slot: number; row: WireOrderRow }[] = [];

  constructor(
    private readonly book: MemoryBook,
    private readonly publish: (table: BookTable, present: boolean, row: WireOrderRow) => void,
    readonly marketId = TEST_MARKET.id,
    private readonly random = mulberry32(marketId),
  ) {}

  /** One order row on `table` at a price level `slot` steps from the middle. */
  private row(table: BookTable, slot: number, quoteUnits: bigint, id = this.nextId++, account?: string): WireOrderRow {
    const unitPrice = table === 'buyorder' ? 50_000_000n - BigInt(slot) * 2_500n : 50_100_000n + BigInt(slot) * 2_500n;
    const baseUnits = (quoteUnits * unitPrice) / 10_000n;
    const [bid, ask] =
      table === 'buyorder' ? [`${pad(baseUnits, 8)} WAX`, `${pad(quoteUnits, 4)} TLM`] : [`${pad(quoteUnits, 4)} TLM`, `${pad(baseUnits, 8)} WAX`];
    return {
      id: String(id),
      account: account ?? ACCOUNTS[Math.floor(this.random() * ACCOUNTS.length)]!,
      bid,
      ask,
      unit_price: unitPrice.toString(),
      timestamp: 1_760_000_000 + id,
    };
  }

  private change(table: BookTable, present: boolean, row: WireOrderRow): void {
    this.book.apply(this.marketId, table, present, row);
    this.publish(table, present, row);
  }

  /** Applies one random change and publishes it. */
  step(): void {
    const roll = this.random();
    if (this.live.length < 20 || roll < 0.4) {
      const table: BookTable = this.random() < 0.5 ? 'buyorder' : 'sellorder';
      const slot = Math.floor(this.random() * this.random() * 60);
      const row = this.row(table, slot, BigInt(1 + Math.floor(this.random() * 5_000_000)));
      this.live.push({ table, slot, row });
      return this.change(table, true, row);
    }
    const index = Math.floor(this.random() * this.live.length);
    const order = this.live[index]!;
    if (roll < 0.7) {
      // A partial fill: the same order, at the same price, with less left.
      const quoteUnits = BigInt(1 + Math.floor(this.random() * 1_000_000));
      order.row = this.row(order.table, order.slot, quoteUnits, Number(order.row.id), order.row.account);
      return this.change(order.table, true, order.row);
    }
    this.live[index] = this.live[this.live.length - 1]!;
    this.live.pop();
    this.change(order.table, false, order.row);
  }
}

/** A live server on a fresh HTTP server at a random loopback port; `close` stops both. */
export async function startLiveServer(
  options: Partial<Omit<LiveServerOptions, 'httpServer'>> = {},
): Promise<{ live: LiveServer; book: MemoryBook; url: string; httpServer: Server; close: () => Promise<void> }> {
  const book = new MemoryBook();
  const handlers: { live?: LiveServer } = {};
  const httpServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://devnet.local');
    void Promise.resolve(handlers.live?.sessionTokenHandler(req, res, url)).then((handled) => {
      if (!handled) sendJson(res, 404, { error: 'not found' });
    });
  });
  const server = createLiveServer({ httpServer, bookSource: book, ...options });
  handlers.live = server;
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  return {
    live: server,
    book,
    url,
    httpServer,
    close: async () => {
      await server.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

/** A socket.io client of the live server (websocket only, no automatic reconnection). */
export function liveClient(url: string, auth?: { token?: string; uuid?: string }): ClientSocket {
  return ioClient(url, { path: '/waxwing-socket.io/', transports: ['websocket'], auth: auth ?? {}, reconnection: false, forceNew: true });
}

/** Resolves when the client connects, rejects with the connect error's message. */
export function connected(socket: ClientSocket): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}
