/**
 * The check before signing (issue 7 part 4): every leg of a chosen route re-simulated over venue
 * state read fresh from the chain, with src/core/swapRouting's exact venue quotes (v3 pools on the WASM
 * maths). Each split runs its hops in order, feeding a hop's simulated output into the next, as the
 * router contract does.
 */
import { makeAmount, type Amount } from '../src/core/amount';
import type { RouteStep, SwapRoute, Venue } from '../src/core/swapRouting';
import { venueFromRows, type V3Quoter, type VenueRows } from './quotes.venues';

/** One hop: what the route promised and what the chain's state gives for the same input. */
export interface LegCheck {
  readonly hop: string;
  readonly input: bigint;
  readonly quotedOut: bigint;
  /** null when the venue cannot take the input or its state could not be read. */
  readonly simulatedOut: bigint | null;
}

/** One split: its legs, the output promised and simulated, and its minimum. */
export interface PathCheck {
  readonly hops: readonly string[];
  readonly quotedOut: bigint;
  readonly simulatedOut: bigint | null;
  readonly minimumReceived: bigint;
  readonly legs: readonly LegCheck[];
  /** The hop whose venue could not take its input (the chain would refuse the split), or null. */
  readonly refusedAt: string | null;
}

/**
 * The verdict: `ok` when the chain supports at least what was promised; `worse` when it supports
 * less than amount_received but every split still clears its minimum; `fails` when a split would
 * fall below its minimum (the router would refuse the transaction); `unverified` when some venue's
 * state could not be read or modelled.
 */
export type RecheckStatus = 'ok' | 'worse' | 'fails' | 'unverified';

/** What recheckRoute answers (plain data: it crosses from the worker). */
export interface RouteRecheck {
  readonly status: RecheckStatus;
  readonly quoted: Amount;
  /** Sum of the simulated split outputs, null when some split could not be simulated. */
  readonly simulated: Amount | null;
  /** How far below the promise the chain's state is, in basis points of amount_received (0 when not below). */
  readonly shortfallBps: number;
  readonly paths: readonly PathCheck[];
  /** Venues whose state could not be used, with why. */
  readonly problems: readonly string[];
}

/** The key of a venue in a route step and in the rows handed over. */
export const venueKey = (exchange: string, id: string): string => `${exchange}:${id}`;

function exchangeOf(rows: VenueRows): string {
  return rows.kind === 'v2' ? rows.exchange : rows.kind === 'v3' ? 'alcorv2' : 'alcormarket';
}

function buildVenues(rows: readonly VenueRows[], v3: V3Quoter, problems: string[]): Map<string, Venue> {
  const venues = new Map<string, Venue>();
  for (const item of rows) {
    const key = venueKey(exchangeOf(item), item.id);
    try {
      venues.set(key, venueFromRows(item, v3));
    } catch (error) {
      problems.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return venues;
}

/** The venue's exact output; a venue that does not trade the step's token is a problem and gives nothing. */
function quote(venue: Venue, step: RouteStep, input: bigint, problems: string[]): bigint | null {
  try {
    return venue.quoteExactIn(step.tokenIn, input);
  } catch (error) {
    problems.push(`${venueKey(step.exchange, step.venueId)}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

function checkPath(path: SwapRoute['paths'][number], venues: Map<string, Venue>, problems: string[]): PathCheck {
  const legs: LegCheck[] = [];
  let input: bigint | null = path.input.units;
  let refusedAt: string | null = null;
  for (const step of path.steps) {
    const key = venueKey(step.exchange, step.venueId);
    const venue = venues.get(key);
    if (venue === undefined && !problems.some((problem) => problem.startsWith(`${key}:`))) problems.push(`${key}: no state was read`);
    const simulatedOut: bigint | null = venue === undefined || input === null ? null : quote(venue, step, input, problems);
    if (venue !== undefined && input !== null && (simulatedOut === null || simulatedOut <= 0n)) refusedAt ??= step.hop;
    legs.push({ hop: step.hop, input: input ?? 0n, quotedOut: step.output.units, simulatedOut });
    input = simulatedOut;
  }
  return { hops: path.hops, quotedOut: path.output.units, simulatedOut: input, minimumReceived: path.minimumReceived.units, legs, refusedAt };
}

/**
 * Re-simulates `route` over the venues built from `rows`, v3 pools quoted by `v3` (the WASM maths in
 * the quotes worker). Never throws: unreadable state makes the verdict `unverified`.
 */
export function recheckRoute(route: SwapRoute, rows: readonly VenueRows[], v3: V3Quoter): RouteRecheck {
  const problems: string[] = [];
  const venues = buildVenues(rows, v3, problems);
  const paths = route.paths.map((path) => checkPath(path, venues, problems));
  const quoted = route.amount_received;
  const precision = quoted.precision;
  const complete = paths.every((path) => path.simulatedOut !== null);
  const partial = paths.reduce((sum, path) => sum + (path.simulatedOut ?? 0n), 0n);
  if (paths.some((path) => path.refusedAt !== null || (path.simulatedOut !== null && path.simulatedOut < path.minimumReceived))) {
    return {
      status: 'fails',
      quoted,
      simulated: complete ? makeAmount(partial, precision) : null,
      shortfallBps: shortfall(quoted.units, partial),
      paths,
      problems,
    };
  }
  // Missing state proves nothing either way.
  if (!complete) return { status: 'unverified', quoted, simulated: null, shortfallBps: 0, paths, problems };
  const status: RecheckStatus = partial >= quoted.units ? 'ok' : 'worse';
  return { status, quoted, simulated: makeAmount(partial, precision), shortfallBps: shortfall(quoted.units, partial), paths, problems };
}

/** (quoted − simulated) / quoted in basis points, rounded up so a shortfall is never shown as 0. */
function shortfall(quoted: bigint, simulated: bigint): number {
  if (quoted <= 0n || simulated >= quoted) return 0;
  return Number(((quoted - simulated) * 10_000n + quoted - 1n) / quoted);
}
