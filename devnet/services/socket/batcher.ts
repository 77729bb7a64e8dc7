/**
 * Outgoing messages grouped per room and sent once per tick (default 25 ms): one encode and one
 * frame per socket for a whole tick's deltas instead of one per delta, which is what keeps a
 * thousands-of-deltas-a-second flow cheap for hundreds of clients (measured in bench/socket.bench.ts).
 * A tick with one message sends it alone, so clients see both shapes real servers send. Each emit
 * is stamped with its send time, so a client can measure socket → painted (DESIGN §6).
 */

/**
 * Sends a room's messages for one tick: a single message, or an array of them in publish order,
 * with the time it is sent (ms since the epoch).
 */
export type RoomEmit = (room: string, event: string, payload: unknown, count: number, sentAt: number) => void;

type Pending = { event: string; messages: unknown[] };

export class RoomBatcher {
  private pending = new Map<string, Pending>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `flushMs` 0 sends every message at once (no batching); `now` is the send-time clock. */
  constructor(
    private readonly emit: RoomEmit,
    private readonly flushMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Messages waiting for the next tick. */
  get size(): number {
    let count = 0;
    for (const entry of this.pending.values()) count += entry.messages.length;
    return count;
  }

  /** Queues a message for a room (one event per room). */
  push(room: string, event: string, message: unknown): void {
    if (this.flushMs <= 0) {
      this.emit(room, event, message, 1, this.now());
      return;
    }
    const entry = this.pending.get(room);
    if (entry) entry.messages.push(message);
    else this.pending.set(room, { event, messages: [message] });
    // One timer per tick, armed by the first message: an idle server runs no timer at all.
    this.timer ??= setTimeout(() => this.flush(), this.flushMs);
  }

  /** Sends everything queued now. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const pending = this.pending;
    this.pending = new Map();
    const sentAt = this.now();
    for (const [room, { event, messages }] of pending) this.emit(room, event, messages.length === 1 ? messages[0] : messages, messages.length, sentAt);
  }

  /** Drops what is queued and stops the timer. */
  close(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }
}
