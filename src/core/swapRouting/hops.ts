/** Hop codes of the `swap.we` router memo: `<venue id>@<exchange suffix>` (NOTES "WaxOnEdge router"). */
import type { Exchange } from '../urlParams/exchanges';

/** One hop of a route: a venue on an exchange. */
export interface Hop {
  readonly id: string;
  readonly exchange: Exchange;
}

/** The memo suffix of each exchange. */
export const HOP_SUFFIX: Readonly<Record<Exchange, string>> = Object.freeze({
  taco: 't',
  defibox: 'd',
  neftyblocks: 'n',
  adex: 'a',
  alcorv2: 'a2',
  alcormarket: 'ad',
  waxfusion: 'wf',
});

const EXCHANGE_BY_SUFFIX = new Map<string, Exchange>(Object.entries(HOP_SUFFIX).map(([exchange, suffix]) => [suffix, exchange as Exchange]));
const HOP_ID = /^[0-9A-Za-z.]{1,32}$/;

/** `12@d`, `5@a2`, `LSWAX@wf`. */
export function hopCode(hop: Hop): string {
  return `${hop.id}@${HOP_SUFFIX[hop.exchange]}`;
}

/** Reads a hop code; null when the id or the suffix is not one the router knows. */
export function parseHopCode(code: string): Hop | null {
  const at = code.lastIndexOf('@');
  if (at < 0) return null;
  const id = code.slice(0, at);
  const exchange = EXCHANGE_BY_SUFFIX.get(code.slice(at + 1));
  return exchange !== undefined && HOP_ID.test(id) ? { id, exchange } : null;
}
