/** Counters of the live server, for tests, the bench and the devnet's status. */

/** What `LiveServer.stats()` reports. */
export type LiveStats = {
  /** Connected clients. */
  readonly clients: number;
  /** Market rooms with at least one client. */
  readonly rooms: number;
  /** Messages published, by event. */
  readonly published: { readonly orderbooksDelta: number; readonly marketMatch: number; readonly kline: number };
  /** Emits to a room (one per room per tick). */
  readonly emits: number;
  /** Messages handed to clients: each emit's message count times the room's clients. */
  readonly delivered: number;
  /** Messages waiting for the next tick. */
  readonly queued: number;
  readonly snapshotsSent: number;
  readonly badSubscriptions: number;
  readonly authRejected: { readonly required: number; readonly invalid: number };
  /** Connections closed by `dropAllSockets`. */
  readonly dropped: number;
  /** Time spent encoding and writing emits, in ms. */
  readonly emitMs: number;
};

/** The mutable counters behind `LiveStats`. */
export function createLiveStats() {
  let emits = 0;
  let delivered = 0;
  let emitNs = 0n;
  const counters = {
    published: { orderbooksDelta: 0, marketMatch: 0, kline: 0 },
    snapshotsSent: 0,
    badSubscriptions: 0,
    authRejected: { required: 0, invalid: 0 },
    dropped: 0,
    recordEmit(messages: number, receivers: number, ns: bigint): void {
      emits += receivers > 0 ? 1 : 0;
      delivered += messages * receivers;
      emitNs += ns;
    },
    snapshot(clients: number, rooms: Map<string, Set<string>> | number, queued: number): LiveStats {
      const roomCount = typeof rooms === 'number' ? rooms : [...rooms.keys()].filter((name) => name.includes(':')).length;
      return {
        clients,
        rooms: roomCount,
        published: { ...counters.published },
        emits,
        delivered,
        queued,
        snapshotsSent: counters.snapshotsSent,
        badSubscriptions: counters.badSubscriptions,
        authRejected: { ...counters.authRejected },
        dropped: counters.dropped,
        emitMs: Number(emitNs) / 1e6,
      };
    },
  };
  return counters;
}
