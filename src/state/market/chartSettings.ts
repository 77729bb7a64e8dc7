/**
 * Chart layout and studies per pair, in the IndexedDB database `dataStore` version 1 (SPEC §3
 * "Persisted browser data"), through `idb`. IndexedDB writes land asynchronously: a reload right
 * after a click could come first and lose the choice the screen already showed. So every save is
 * also written, synchronously and before the screen shows it, to a small mirror in local storage,
 * which a load reads first. Where IndexedDB is missing or refuses to open (some private modes), the
 * mirror and memory keep the settings: persistence is best effort.
 */
import { openDB, type DBSchema } from 'idb';
import { DEFAULT_RESOLUTION, isResolution, TIME_FRAMES, type Resolution } from '../../core/candles';
import { readStored, writeStored } from '../app';

/** SPEC §3: "An indexed browser database named dataStore (store version 1)". */
export const DATA_STORE_DB = 'dataStore';
export const DATA_STORE_VERSION = 1;
/** The object store of chart settings, keyed by pair key. */
export const CHART_SETTINGS_STORE = 'chartSettings';

/** The studies over the candles (the chart component's `ChartStudies` has this shape). */
export type ChartStudies = { readonly volume: boolean; readonly ma: readonly number[] };

/** What the chart remembers for a pair. */
export type ChartSettings = {
  readonly resolution: Resolution;
  /** The chosen time frame's text ("1y"), or null. */
  readonly timeFrame: string | null;
  readonly studies: ChartStudies;
};

/** SPEC §9: resolution 240, Volume and MA 25, 50, 100. */
export const DEFAULT_CHART_SETTINGS: ChartSettings = { resolution: DEFAULT_RESOLUTION, timeFrame: null, studies: { volume: true, ma: [25, 50, 100] } };

interface DataStoreSchema extends DBSchema {
  chartSettings: { key: string; value: ChartSettings };
}

/** idb's `openDB`, or a fake of it in tests. */
export type OpenDb = typeof openDB<DataStoreSchema>;

const MAX_AVERAGES = 5;
const MAX_PERIOD = 1000;

const isPeriod = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PERIOD;

/** A stored value checked field by field; what is missing or malformed takes its default. */
export function readChartSettings(raw: unknown): ChartSettings {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_CHART_SETTINGS;
  const { resolution, timeFrame, studies } = raw as Record<string, unknown>;
  const { volume, ma } = (typeof studies === 'object' && studies !== null ? studies : {}) as Record<string, unknown>;
  const defaults = DEFAULT_CHART_SETTINGS;
  return {
    resolution: isResolution(resolution) ? resolution : defaults.resolution,
    timeFrame: TIME_FRAMES.some((frame) => frame.text === timeFrame) ? (timeFrame as string) : null,
    studies: {
      volume: typeof volume === 'boolean' ? volume : defaults.studies.volume,
      ma: Array.isArray(ma) && ma.length <= MAX_AVERAGES && ma.every(isPeriod) ? [...ma] : defaults.studies.ma,
    },
  };
}

/** Load and save, over a database when one opens and over memory always. */
export type ChartSettingsStore = {
  load(pairKey: string): Promise<ChartSettings>;
  /** Opens the database now, so a load soon after does not wait for it. */
  open(): void;
  save(pairKey: string, settings: ChartSettings): Promise<void>;
};

/** A synchronous key-value mirror of the latest saves (local storage in the app). */
export type SettingsMirror = { read(): unknown; write(value: unknown): void };

/** Pairs the mirror remembers, the most recently saved kept. */
export const MIRROR_PAIRS = 100;

/** The mirror's entries, oldest save first; malformed ones dropped. */
function mirrorEntries(raw: unknown): [string, ChartSettings][] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) =>
    Array.isArray(entry) && typeof entry[0] === 'string' ? [[entry[0], readChartSettings(entry[1])] as [string, ChartSettings]] : [],
  );
}

/** A store over `open` (idb's `openDB`; null: no IndexedDB) and a synchronous `mirror` (null: none). */
export function createChartSettingsStore(open: OpenDb | null, mirror: SettingsMirror | null = null): ChartSettingsStore {
  // This session's settings: the answer when the database is missing, and never older than it.
  const memory = new Map<string, ChartSettings>();
  const mirrored = () => new Map(mirrorEntries(mirror?.read()));
  let database: ReturnType<OpenDb> | null = null;
  const connect = () => {
    if (!open) return Promise.resolve(null);
    // Through a promise: indexedDB.open may also throw at once (SecurityError in sandboxed frames).
    database ??= Promise.resolve().then(() =>
      open(DATA_STORE_DB, DATA_STORE_VERSION, {
        upgrade(db) {
          if (!db.objectStoreNames.contains(CHART_SETTINGS_STORE)) db.createObjectStore(CHART_SETTINGS_STORE);
        },
      }),
    );
    return database.catch((error: unknown) => {
      console.warn('IndexedDB is unavailable; chart settings are kept for this session only:', error);
      return null;
    });
  };

  return {
    open: () => void connect(),
    async load(pairKey) {
      const remembered = memory.get(pairKey) ?? mirrored().get(pairKey);
      if (remembered) return remembered;
      const db = await connect();
      if (!db) return DEFAULT_CHART_SETTINGS;
      try {
        const settings = readChartSettings(await db.get(CHART_SETTINGS_STORE, pairKey));
        memory.set(pairKey, settings);
        return settings;
      } catch (error) {
        console.warn(`Could not read the chart settings of ${pairKey}:`, error);
        return DEFAULT_CHART_SETTINGS;
      }
    },
    async save(pairKey, settings) {
      const checked = readChartSettings(settings);
      memory.set(pairKey, checked);
      // Synchronously, before the caller shows the choice: a reload from now on finds it.
      if (mirror) {
        const entries = mirrored();
        entries.delete(pairKey);
        entries.set(pairKey, checked);
        mirror.write([...entries].slice(-MIRROR_PAIRS));
      }
      const db = await connect();
      if (!db) return;
      try {
        await db.put(CHART_SETTINGS_STORE, checked, pairKey);
      } catch (error) {
        console.warn(`Could not store the chart settings of ${pairKey}:`, error);
      }
    },
  };
}

const store = createChartSettingsStore(typeof indexedDB === 'undefined' ? null : openDB<DataStoreSchema>, {
  read: () => readStored<unknown>('chartSettings', []),
  write: (value) => writeStored('chartSettings', value),
});

/** The saved chart settings of a pair, or SPEC §9's defaults. */
export function loadChartSettings(pairKey: string): Promise<ChartSettings> {
  return store.load(pairKey);
}

/** Opens the settings' database ahead of the market screen's first load (opening it takes a few hundred ms on a slow phone). */
export function openChartSettings(): void {
  store.open();
}

/** Remembers a pair's chart settings (resolution, time frame, studies). */
export function saveChartSettings(pairKey: string, settings: ChartSettings): Promise<void> {
  return store.save(pairKey, settings);
}
