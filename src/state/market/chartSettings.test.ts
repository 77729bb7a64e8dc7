import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHART_SETTINGS_STORE,
  createChartSettingsStore,
  DEFAULT_CHART_SETTINGS,
  MIRROR_PAIRS,
  readChartSettings,
  type ChartSettings,
  type OpenDb,
  type SettingsMirror,
} from './chartSettings';

/** A stand-in for idb's openDB over one Map per object store, recording how it was opened. */
function fakeIndexedDb() {
  const stores = new Map<string, Map<string, unknown>>();
  const opened: { name: string; version: number | undefined }[] = [];
  const db = {
    objectStoreNames: { contains: (name: string) => stores.has(name) },
    createObjectStore: (name: string) => stores.set(name, new Map()),
    get: async (store: string, key: string) => stores.get(store)!.get(key),
    put: async (store: string, value: unknown, key: string) => {
      // IndexedDB stores a structured clone, not the caller's object.
      stores.get(store)!.set(key, structuredClone(value));
      return key;
    },
  };
  const open = (async (name: string, version?: number, callbacks?: { upgrade?: (database: typeof db) => void }) => {
    opened.push({ name, version });
    callbacks?.upgrade?.(db);
    return db;
  }) as unknown as OpenDb;
  return { open, opened, stores };
}

const WEEKLY: ChartSettings = { resolution: '1W', timeFrame: '1y', studies: { volume: false, ma: [50] } };

afterEach(() => vi.restoreAllMocks());

describe('chart settings in IndexedDB', () => {
  it('opens dataStore version 1 and creates the chart settings store', async () => {
    const fake = fakeIndexedDb();
    await createChartSettingsStore(fake.open).load('alcor:1');
    expect(fake.opened).toEqual([{ name: 'dataStore', version: 1 }]);
    expect(fake.stores.has(CHART_SETTINGS_STORE)).toBe(true);
  });

  it('gives SPEC §9’s defaults for a pair never saved', async () => {
    const settings = await createChartSettingsStore(fakeIndexedDb().open).load('alcor:1');
    expect(settings).toEqual({ resolution: '240', timeFrame: null, studies: { volume: true, ma: [25, 50, 100] } });
  });

  it('keeps settings per pair key across sessions (a new store over the same database)', async () => {
    const fake = fakeIndexedDb();
    await createChartSettingsStore(fake.open).save('alcor:1', WEEKLY);
    expect(fake.stores.get(CHART_SETTINGS_STORE)!.get('alcor:1')).toEqual(WEEKLY);
    const nextSession = createChartSettingsStore(fake.open);
    expect(await nextSession.load('alcor:1')).toEqual(WEEKLY);
    expect(await nextSession.load('alcor:2')).toEqual(DEFAULT_CHART_SETTINGS);
  });

  it('reads a corrupt or partial stored value field by field', async () => {
    const fake = fakeIndexedDb();
    const store = createChartSettingsStore(fake.open);
    await store.load('warmup');
    fake.stores.get(CHART_SETTINGS_STORE)!.set('alcor:1', { resolution: '7', timeFrame: '2y', studies: { volume: false, ma: [0, 'x'] } });
    expect(await store.load('alcor:1')).toEqual({ resolution: '240', timeFrame: null, studies: { volume: false, ma: [25, 50, 100] } });
    expect(readChartSettings('garbage')).toEqual(DEFAULT_CHART_SETTINGS);
  });
});

describe('chart settings without IndexedDB', () => {
  it('keeps them in memory for the session when there is no IndexedDB', async () => {
    const store = createChartSettingsStore(null);
    expect(await store.load('alcor:1')).toEqual(DEFAULT_CHART_SETTINGS);
    await store.save('alcor:1', WEEKLY);
    expect(await store.load('alcor:1')).toEqual(WEEKLY);
    expect(await store.load('alcor:2')).toEqual(DEFAULT_CHART_SETTINGS);
  });

  it('falls back to memory when opening fails, at once or later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const throwsAtOnce = (() => {
      throw new DOMException('blocked', 'SecurityError');
    }) as unknown as OpenDb;
    const rejects = (() => Promise.reject(new DOMException('private mode', 'InvalidStateError'))) as unknown as OpenDb;
    for (const open of [throwsAtOnce, rejects]) {
      const store = createChartSettingsStore(open);
      await store.save('alcor:1', WEEKLY);
      expect(await store.load('alcor:1')).toEqual(WEEKLY);
    }
    expect(console.warn).toHaveBeenCalled();
  });
});

/** A local-storage-like mirror: JSON text, written synchronously. */
function fakeMirror(): SettingsMirror & { text: string | null } {
  const mirror = {
    text: null as string | null,
    read: () => (mirror.text === null ? [] : (JSON.parse(mirror.text) as unknown)),
    write: (value: unknown) => void (mirror.text = JSON.stringify(value)),
  };
  return mirror;
}

describe('chart settings and a reload that comes before IndexedDB answers', () => {
  /** A database whose open never settles: a write to it never lands. */
  const stuck = (() => new Promise(() => undefined)) as unknown as OpenDb;

  it('writes the mirror synchronously, before the save’s promise (or the screen) moves on', () => {
    const mirror = fakeMirror();
    void createChartSettingsStore(stuck, mirror).save('alcor:1', WEEKLY);
    // Nothing awaited: this is what a reload right after the click would find.
    expect(JSON.parse(mirror.text!)).toEqual([['alcor:1', WEEKLY]]);
  });

  it('answers the next page’s load from the mirror though the database never answers', async () => {
    const mirror = fakeMirror();
    void createChartSettingsStore(stuck, mirror).save('alcor:1', WEEKLY);
    const reloaded = createChartSettingsStore(stuck, mirror);
    expect(await reloaded.load('alcor:1')).toEqual(WEEKLY);
  });

  it('still fills the database, which answers when the mirror has nothing', async () => {
    const fake = fakeIndexedDb();
    await createChartSettingsStore(fake.open, fakeMirror()).save('alcor:1', WEEKLY);
    expect(await createChartSettingsStore(fake.open, fakeMirror()).load('alcor:1')).toEqual(WEEKLY);
  });

  it('keeps the newest pairs in the mirror, and reads a damaged one as empty', async () => {
    const mirror = fakeMirror();
    const store = createChartSettingsStore(null, mirror);
    for (let i = 0; i <= MIRROR_PAIRS; i++) await store.save(`alcor:${i}`, WEEKLY);
    await store.save('alcor:1', { ...WEEKLY, resolution: '1' });
    const keys = (JSON.parse(mirror.text!) as [string, unknown][]).map(([key]) => key);
    expect(keys).toHaveLength(MIRROR_PAIRS);
    expect([keys[0], keys.at(-1)]).toEqual(['alcor:2', 'alcor:1']);
    mirror.text = JSON.stringify({ broken: true });
    expect(await createChartSettingsStore(null, mirror).load('alcor:5')).toEqual(DEFAULT_CHART_SETTINGS);
    mirror.text = JSON.stringify([
      ['alcor:5', { resolution: 'nope' }],
      [7, {}],
    ]);
    expect(await createChartSettingsStore(null, mirror).load('alcor:5')).toEqual(DEFAULT_CHART_SETTINGS);
  });
});
