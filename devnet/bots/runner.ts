/**
 * Runs the bots at a flow given in order-book deltas per second (`--flow`): the market maker gets a
 * budget of operations per 50 ms tick, traders trade at a rate that follows the flow, the keeper
 * checks limit orders every two seconds and the lister lists a token now and then. Flow 0 starts no
 * timer at all, so exact tests see a quiet chain.
 */
import type { ActionInput, Chain } from '../chain';
import type { WorldPlan } from '../seed/plan';
import type { PublishCounters } from '../services/socket/publish';
import { Rng } from '../seed/random';
import type { RouteQuote } from './keeper';
import { LimitKeeper } from './keeper';
import { LagMonitor, type LagFigures } from './lag';
import { Lister } from './lister';
import { MarketMaker } from './marketMaker';
import { Trader } from './trader';

const TICK_MS = 50;
/**
 * At most two seconds of operations wait for their turn: a pause of the event loop (a major GC, a
 * snapshot) is caught up afterwards at up to twice the flow, as a real order flow would queue
 * rather than vanish; past two seconds the flow is not kept up and the tick counts as saturated.
 */
const MAX_BACKLOG_S = 2;
/** Operations per transaction: a transaction runs in one go, so a big one would hold up every request. */
const OPS_PER_TRANSACTION = 100;
/** Trades follow the flow (one per 40 deltas) up to this rate: a swap costs the chain and the indexer
 * some 20 deltas' worth, and on real books order updates outnumber trades by far more than 40 to 1. */
const MAX_TRADES_PER_SECOND = 25;

/** What the runner reports. */
export interface BotStats {
  readonly flow: number;
  /** Deltas published per second over the last few seconds (bots and users alike). */
  readonly deltasPerSecond: number;
  /** Deltas published since the start (an average over any span is a difference of two reads). */
  readonly deltas: number;
  readonly operations: number;
  readonly trades: number;
  readonly fills: number;
  readonly listings: number;
  readonly failures: number;
  /** Ticks whose backlog hit the cap: the chain could not keep the flow. */
  readonly saturatedTicks: number;
  readonly lag: LagFigures;
}

/** Options beyond the flow. */
export interface RunnerOptions {
  readonly listingIntervalMs?: number;
  readonly keeperIntervalMs?: number;
  readonly log?: (message: string) => void;
}

/** The bots of one devnet. */
export class BotRunner {
  private readonly maker: MarketMaker;
  private readonly trader: Trader;
  private readonly keeper: LimitKeeper | null;
  private readonly lister: Lister;
  private readonly lag = new LagMonitor();
  private readonly samples: { time: number; deltas: number }[] = [];
  private timers: NodeJS.Timeout[] = [];
  private flow = 0;
  private budget = 0;
  /** Operations taken from the budget and waiting for their transaction. */
  private queued = 0;
  private draining = false;
  private tradeBudget = 0;
  private last = 0;
  private counts = { operations: 0, trades: 0, fills: 0, listings: 0, failures: 0, saturatedTicks: 0 };
  private readonly log: (message: string) => void;
  private readonly failuresSeen = new Set<string>();

  constructor(
    private readonly chain: Chain,
    plan: WorldPlan,
    private readonly published: PublishCounters,
    quote: RouteQuote | null,
    private readonly options: RunnerOptions = {},
  ) {
    const rng = new Rng(plan.seed, `world:bots:${chain.headBlock().num}`);
    this.maker = new MarketMaker(chain, plan.markets, rng);
    this.trader = new Trader(chain, plan, rng);
    this.keeper = quote && new LimitKeeper(chain, quote);
    this.lister = new Lister(chain, plan.seed, new Set(plan.tokens.map((t) => t.code)), new Set(plan.tokens.map((t) => t.contract)));
    this.log = options.log ?? ((message) => console.warn(message));
  }

  /** Pushes one transaction; a failure is counted and reported once per message, never thrown. */
  private push(actions: readonly ActionInput[], kind: 'operations' | 'trades' | 'fills'): void {
    if (actions.length === 0) return;
    this.chain.pushActions(actions).then(
      () => void (this.counts[kind] += actions.length),
      (error: unknown) => {
        this.counts.failures += 1;
        const message = error instanceof Error ? error.message : String(error);
        if (this.failuresSeen.has(message)) return;
        this.failuresSeen.add(message);
        this.log(`devnet bots: a ${kind} transaction failed: ${message}`);
      },
    );
  }

  private tick(): void {
    const now = performance.now();
    const seconds = Math.min(1, (now - this.last) / 1000);
    this.last = now;
    this.budget += this.flow * seconds;
    // Operations decided but not pushed yet count against the backlog too, so a slow chain never
    // piles up more than half a second of work however late the ticks come.
    const room = Math.max(0, this.flow * MAX_BACKLOG_S - this.queued);
    if (this.budget > room) {
      this.budget = room;
      this.counts.saturatedTicks += 1;
    }
    // A tick catches up at most one extra tick's worth.
    const operations = Math.min(Math.floor(this.budget), Math.ceil((this.flow * TICK_MS * 2) / 1000));
    this.budget -= operations;
    this.queued += operations;
    if (!this.draining) this.drain();
    this.tradeBudget += Math.max(0.3, Math.min(this.flow / 40, MAX_TRADES_PER_SECOND)) * seconds;
    for (; this.tradeBudget >= 1; this.tradeBudget -= 1) {
      const trade = this.trader.next();
      if (trade) this.push([trade], 'trades');
    }
    this.samples.push({ time: now, deltas: this.published.deltas });
    while (this.samples.length > 2 && now - this.samples[0]!.time > 5_000) this.samples.shift();
  }

  /**
   * Pushes the queued operations in transactions of bounded size, one per turn of the event loop:
   * each next one is queued from the previous one's immediate, so requests and socket frames get
   * their turn between them (immediates queued together would all run in one go). One drain at a time.
   */
  private drain(): void {
    if (this.flow <= 0 || this.queued <= 0) {
      this.draining = false;
      return;
    }
    const size = Math.min(OPS_PER_TRANSACTION, this.queued);
    this.queued -= size;
    this.draining = this.queued > 0;
    if (this.draining) setImmediate(() => this.drain());
    this.push(this.maker.operations(size), 'operations');
  }

  private startTimers(): void {
    this.last = performance.now();
    const loop = () => {
      this.tick();
      this.timers[0] = setTimeout(loop, TICK_MS);
    };
    this.timers = [setTimeout(loop, TICK_MS)];
    if (this.keeper) {
      const keeper = this.keeper;
      this.timers.push(setInterval(() => keeper.fills().forEach((fill) => this.push([fill], 'fills')), this.options.keeperIntervalMs ?? 2_000));
    }
    this.timers.push(
      setInterval(() => {
        this.lister.listNext().then(
          (token) => void ((this.counts.listings += 1), this.log(`devnet bots: listed ${token.code}@${token.contract}`)),
          (error: unknown) =>
            void ((this.counts.failures += 1), this.log(`devnet bots: listing failed: ${error instanceof Error ? error.message : String(error)}`)),
        );
      }, this.options.listingIntervalMs ?? 90_000),
    );
  }

  /** Lists `count` new tokens now, one after another (the admin knob `listings`); answers `CODE@contract` of each. */
  async listNow(count: number): Promise<string[]> {
    const listed: string[] = [];
    for (let i = 0; i < count; i++) {
      const token = await this.lister.listNext();
      this.counts.listings += 1;
      listed.push(`${token.code}@${token.contract}`);
    }
    return listed;
  }

  /** Sets the flow (deltas per second); 0 stops every bot. */
  setFlow(flow: number): void {
    const wasRunning = this.flow > 0;
    this.flow = flow;
    this.budget = 0;
    this.queued = 0;
    if (flow > 0 && !wasRunning) this.startTimers();
    if (flow === 0) this.stopTimers();
  }

  private stopTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }

  /** The figures so far; `resetLag` starts a new lag window (the bench measures one per flow level). */
  stats(resetLag = false): BotStats {
    const first = this.samples[0];
    const last = this.samples[this.samples.length - 1];
    const span = first && last ? (last.time - first.time) / 1000 : 0;
    return {
      flow: this.flow,
      deltasPerSecond: span > 0 ? Math.round((last!.deltas - first!.deltas) / span) : 0,
      deltas: this.published.deltas,
      ...this.counts,
      lag: this.lag.figures(resetLag),
    };
  }

  stop(): void {
    this.stopTimers();
    this.lag.stop();
  }
}
