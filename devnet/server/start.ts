/**
 * Starts the whole devnet on one origin: the chain with the seeded world, the indexer, the swap
 * service and light API, the live socket, the bots and the fault knobs. devnet/main.ts calls it with
 * the command line; tests call it on a random port with the small world.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createChain, type Chain } from '../chain';
import { createDevnetServer } from '../http/server';
import type { DevnetOptions } from './options';
import { createLiveServer } from '../services/socket';
import { BotRunner } from '../bots/runner';
import { v2RouteQuote } from '../bots/routeQuote';
import { startLaggingRpc } from '../faults/laggingRpc';
import { FaultState } from '../faults/state';
import { worldGenesis, WORLD_CONTRACTS, type GenesisReport } from '../seed/genesis';
import type { ClockView } from '../faults/admin';
import { listingsKnob } from '../faults/listingsKnob';
import { devnetHandlers } from './handlers';
import { bringIndexUp, type IndexingFigures } from './indexing';
import { chainBookSource } from '../services/socket/bookSource';
import { publishKlines, publishTransaction, type PublishCounters } from '../services/socket/publish';
import { chainMismatch, readWorldMeta, WORLD_VERSION, writeWorldMeta } from './meta';
import { planWorld, type WorldPlan } from '../seed/plan';
import { openServices } from '../services/exchangeServices';
import { worldSize } from '../seed/size';
import type { Readiness } from './status';

/** Start-up figures, ms since the start began. */
export interface StartFigures {
  plan: number;
  chain: number;
  genesis: Record<string, number>;
  listening: number;
  ready: number;
  indexing?: IndexingFigures;
}

/** A running devnet. */
export interface Devnet {
  readonly url: string;
  readonly port: number;
  readonly chain: Chain;
  readonly plan: WorldPlan;
  readonly bots: BotRunner;
  readonly faults: FaultState;
  readonly readiness: Readiness;
  readonly figures: StartFigures;
  /** The lagging node's port, when one was asked for. */
  readonly laggingRpcPort: number | undefined;
  /** Resolves once the world is seeded and indexed (and the bots run). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** Extra knobs for tests and the bench. */
export interface StartHooks {
  readonly log?: (message: string) => void;
  readonly listingIntervalMs?: number;
}

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen({ port, host }, () => done((server.address() as AddressInfo).port));
  });
}

/** The clock knob's answer: the offset and the head block it gives. */
function clockView(chain: Chain): ClockView {
  const head = chain.headBlock();
  return { offsetMs: chain.clock.offsetMs(), headBlockTime: new Date(head.time).toISOString().slice(0, 23), headBlockNum: head.num };
}

/** The chain's first block time: another genesis means another index. */
function chainStart(chain: Chain): number {
  return chain.transactions().next().value?.blockTime ?? 0;
}

/** Starts everything; resolves once the server listens (await `ready` for the seeded world). */
export async function startDevnet(options: DevnetOptions, hooks: StartHooks = {}): Promise<Devnet> {
  const log = hooks.log ?? ((message: string) => console.log(message));
  const dataDir = resolve(options.dataDir);
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const kept = readWorldMeta(dataDir);
  const legacy = kept === undefined && existsSync(join(dataDir, 'chain.json')) ? 'it was created before the seeded world' : null;
  const mismatch = options.reset ? null : (chainMismatch(kept, options.seed, options.world) ?? legacy);
  if (mismatch) throw new Error(`devnet: ${dataDir} cannot be reused: ${mismatch}; start with --reset`);

  const plan = planWorld(options.seed, worldSize(options.world));
  const figures: StartFigures = { plan: since(), chain: 0, genesis: {}, listening: 0, ready: 0 };
  const report: GenesisReport = { timings: figures.genesis, endBlock: 0 };
  const chain = await createChain({
    dataDir,
    seed: options.seed,
    reset: options.reset,
    contracts: WORLD_CONTRACTS,
    genesis: worldGenesis(plan, report),
    log: (m) => log(`[chain] ${m}`),
    ...(options.historyTraces === undefined ? {} : { historyRetention: { traces: options.historyTraces } }),
  });
  figures.chain = since();
  const freshIndex = chain.fresh || kept === undefined || !kept.historyDone || kept.chainStartMs !== chainStart(chain);
  const meta = { seed: options.seed, size: options.world, version: WORLD_VERSION, chainStartMs: chainStart(chain), historyDone: !freshIndex };
  writeWorldMeta(dataDir, meta);
  const services = openServices(chain, dataDir, freshIndex, log);

  const readiness: Readiness = { ready: false, phase: 'starting', stopping: false };
  const faults = new FaultState();
  const counters: PublishCounters = { deltas: 0, matches: 0 };
  const bots = new BotRunner(chain, plan, counters, v2RouteQuote(services.world), {
    log,
    ...(hooks.listingIntervalMs !== undefined ? { listingIntervalMs: hooks.listingIntervalMs } : {}),
  });
  let flow = options.flow;
  const socket: { live?: ReturnType<typeof createLiveServer> } = {};
  const admin = {
    dropSockets: () => socket.live?.dropAllSockets() ?? 0,
    setFlow: (next: number) => {
      flow = next;
      if (readiness.ready) bots.setFlow(next);
    },
    stats: () => ({ readiness, figures, bots: bots.stats(), live: socket.live?.stats(), faults: faults.snapshot() }),
    clock: () => clockView(chain),
    advanceClock: (ms: number) => {
      chain.clock.advance(ms);
      log(`devnet: chain clock moved ${ms / 1000} s forward (now ${chain.clock.offsetMs() / 1000} s ahead of the wall clock)`);
      return clockView(chain);
    },
  };
  const server = createDevnetServer([
    listingsKnob(bots),
    ...devnetHandlers({
      chain,
      faults,
      admin,
      readiness,
      live: () => socket.live,
      services: services.handlers,
      distDir: resolve(options.distDir),
      serveApp: options.serveApp,
    }),
  ]);
  const live = (socket.live = createLiveServer({ httpServer: server, bookSource: chainBookSource(chain) }));
  const port = await listen(server, options.port, options.host);
  figures.listening = since();
  const lagging = options.laggingRpcPort === undefined ? undefined : await startLaggingRpc(options.laggingRpcPort, () => `http://127.0.0.1:${port}`, 500);

  // Transactions are indexed as they execute, so everything before the head's block is in the index.
  const checkpoint = () => writeWorldMeta(dataDir, { ...meta, historyDone: true, indexedFromBlock: chain.headBlock().num });
  let checkpoints: NodeJS.Timeout | undefined;
  const ready = (async () => {
    const fromBlock = Math.max(report.endBlock + 1, freshIndex ? 0 : (kept?.indexedFromBlock ?? 0));
    // One listener feeds the index and the socket, so each transaction is decoded once.
    const caughtUp = () => {
      chain.onTransaction((tx) => {
        services.ingest(tx);
        publishTransaction(live, tx, counters);
      });
      services.indexer.onTrade((event) => publishKlines(live, event));
    };
    figures.indexing = await bringIndexUp(chain, services.indexer, plan, {
      fresh: freshIndex,
      fromBlock,
      readiness,
      caughtUp,
      warn: (message) => log(`devnet: ${message}`),
    });
    if (readiness.stopping) return;
    checkpoint();
    checkpoints = setInterval(checkpoint, 60_000).unref();
    Object.assign(readiness, { ready: true, phase: 'ready' });
    figures.ready = since();
    bots.setFlow(flow);
  })();

  return {
    url: `http://localhost:${port}`,
    port,
    chain,
    plan,
    bots,
    faults,
    readiness,
    figures,
    laggingRpcPort: lagging ? (lagging.address() as AddressInfo).port : undefined,
    ready,
    async close() {
      if (readiness.stopping) return;
      readiness.stopping = true;
      await ready.catch(() => undefined);
      bots.stop();
      clearInterval(checkpoints);
      if (readiness.ready) checkpoint();
      await live.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      if (lagging) await new Promise<void>((done) => lagging.close(() => done()));
      services.close();
      await chain.close();
    },
  };
}
