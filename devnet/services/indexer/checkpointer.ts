/**
 * WAL checkpoints of the index in a worker thread. SQLite checkpoints in the connection whose
 * commit passes `wal_autocheckpoint` pages, which on the live flow meant the event loop copying the
 * WAL into the database and syncing both files several times a second. A second connection in a
 * worker checkpoints PASSIVE (never waiting for the writer) every half second instead; the main
 * connection keeps a much higher threshold as a safety net for when the worker cannot keep up (a
 * history seed) or is gone.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

const INTERVAL_MS = 500;
/** Pages the main connection lets the WAL reach before it checkpoints itself (SQLite's default is 1,000). */
const FALLBACK_PAGES = 10_000;
const DEFAULT_PAGES = 1_000;

// CommonJS, evaluated: no TypeScript loader in the worker, and the same better-sqlite3 the indexer uses.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.path, { fileMustExist: true });
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (the main connection checkpointing itself): the next turn copies what this one did not.
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** A running checkpointer; stop() before closing the database. */
export interface Checkpointer {
  stop(): void;
}

/** Starts checkpointing `path` (the file `db` has open in WAL mode) off the main thread. */
export function startCheckpointer(db: Database.Database, path: string, warn: (message: string) => void): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: { path, module: createRequire(import.meta.url).resolve('better-sqlite3'), intervalMs: INTERVAL_MS },
  });
  worker.unref();
  db.pragma(`wal_autocheckpoint = ${FALLBACK_PAGES}`);
  let running = true;
  worker.on('error', (error) => {
    if (!running) return;
    running = false;
    // The main connection checkpoints as SQLite does by default again.
    if (db.open) db.pragma(`wal_autocheckpoint = ${DEFAULT_PAGES}`);
    warn(`indexer: the checkpoint worker stopped (${error.message}); checkpoints run on the main thread`);
  });
  return {
    stop() {
      if (!running) return;
      running = false;
      worker.postMessage('stop');
    },
  };
}
