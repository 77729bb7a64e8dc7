/**
 * The snapshot's table blobs, cached per table until its revision moves. A snapshot captures the
 * tables in one synchronous step (the state at its journal offset): an unchanged table gives its
 * cached blob, a changed one a copy of its row references (TableImage). The changed ones are then
 * encoded in slices with the event loop free between them: the full world's busy order books are
 * tens of milliseconds of ABI encoding, which used to run inside that one step.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { ChainState } from '../../exec/state';
import type { TableData } from '../../state/table';
import { captureTable, encodeImage, type TableImage } from './stateCodec';

/** A table's blob and the revision it was encoded at. */
export interface CachedBlob {
  readonly revision: number;
  readonly blob: Buffer;
}

/** Encoding time between two turns of the event loop, ms. */
const SLICE_MS = 5;

/** A table's place in a snapshot: its blob once encoded at `revision`. */
interface Entry {
  readonly data: TableData;
  readonly revision: number;
  blob: Buffer | undefined;
}

/** A changed table waiting to be encoded. */
interface Pending {
  readonly entry: Entry;
  readonly image: TableImage;
}

/** Every table of one snapshot, as captured. */
export class CapturedTables {
  constructor(
    private readonly entries: readonly Entry[],
    private readonly pending: readonly Pending[],
  ) {}

  /** Tables that were encoded again (their revision moved since the blob cached). */
  get changed(): number {
    return this.pending.length;
  }

  /** Encodes the changed tables, a slice per turn of the event loop; every table's blob, in capture order. */
  async encode(): Promise<Buffer[]> {
    let sliceStart = performance.now();
    for (const { entry, image } of this.pending) {
      // The entry is the cache's too, at the captured revision: a table written since is encoded again next time.
      entry.blob = encodeImage(image);
      if (performance.now() - sliceStart >= SLICE_MS) {
        await yieldToLoop();
        sliceStart = performance.now();
      }
    }
    return this.entries.map((entry) => entry.blob!);
  }
}

/** The blob cache of a chain's tables. */
export class TableBlobs {
  private readonly cache = new WeakMap<TableData, Entry>();
  /** The last capture's entries, in the database's order: a capture walks them alongside and looks up only what moved. */
  private last: readonly Entry[] = [];

  /** `restored`: the blobs a snapshot was loaded from, with each table's revision then. */
  constructor(restored?: ReadonlyMap<TableData, CachedBlob>) {
    if (!restored) return;
    const entries: Entry[] = [];
    for (const [data, { revision, blob }] of restored) {
      const entry = { data, revision, blob };
      this.cache.set(data, entry);
      entries.push(entry);
    }
    this.last = entries;
  }

  /** Captures every table of `state` now (synchronously: nothing may run between two tables). */
  capture(state: ChainState): CapturedTables {
    const entries: Entry[] = [];
    const pending: Pending[] = [];
    const last = this.last;
    let next = 0;
    for (const data of state.db.allTables()) {
      // Tables are never dropped and new ones slot in between: the usual case is the next entry of the last capture.
      const known = last[next];
      const previous = known !== undefined && known.data === data ? last[next++] : this.cache.get(data);
      if (previous !== undefined && previous.blob !== undefined && previous.revision === data.revision) entries.push(previous);
      else {
        const entry: Entry = { data, revision: data.revision, blob: undefined };
        this.cache.set(data, entry);
        entries.push(entry);
        pending.push({ entry, image: captureTable(state, data) });
      }
    }
    this.last = entries;
    return new CapturedTables(entries, pending);
  }
}
