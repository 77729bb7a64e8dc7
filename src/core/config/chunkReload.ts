/** SPEC §9: a chunk-load failure reloads the page at most once in this window. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** True when a chunk-load failure at `now` may reload the page, given the time of the last such reload (0 = never). */
export function mayReloadForChunk(now: number, lastReload: number, windowMs = CHUNK_RELOAD_WINDOW_MS): boolean {
  // A clock that went backwards (lastReload in the future) must not block reloads forever.
  return lastReload <= 0 || now - lastReload >= windowMs || now < lastReload;
}

/** True for the errors browsers and Vite raise when a lazily loaded chunk is gone (typically after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading (CSS )?chunk \S+ failed|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}
