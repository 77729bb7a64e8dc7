import { mayReloadForChunk } from '../../core/config/chunkReload';
import { readStored, writeStored } from '../storage';

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** SPEC §8/§9: reloads the page after a chunk-load failure, at most once per 60 s (remembered across the reload). Returns whether it reloaded. */
export function reloadOnceForChunkError(now: number = Date.now(), reload: () => void = () => globalThis.location.reload()): boolean {
  if (!mayReloadForChunk(now, readStored('lastChunkReload', 0, isTime))) return false;
  writeStored('lastChunkReload', now);
  reload();
  return true;
}
