/**
 * One executed transaction → what the indexer records: trades and listings from the venues' logs,
 * limit-order fills and closes, and the (token, account) balances its token actions touched.
 * Only an action a contract runs as itself counts (receiver = account): a log forwarded as a
 * notification, or a token action seen by a notified party, is the same fact again.
 */
import type { ExecutedTransaction } from '../../../chain/index';
import type { LimitCloseInput, LimitFillInput, ListingInput, TokenRef } from '../types';
import { readLimitClose, readLimitFill, type LimitLogContext } from './limitLogs';
import { readMatchLog, readPoolLog, readSwapLog, type LoggedTrade } from './logs';
import type { VenueAccount } from './venues';

/** A logged trade with its place in the chain. */
export interface ChainTrade extends LoggedTrade {
  readonly venue: VenueAccount;
  readonly globalSequence: number;
}

/** A token balance an action may have changed. */
export interface TouchedBalance {
  readonly token: TokenRef;
  readonly owner: string;
}

/** Everything the indexer takes from one transaction. */
export interface DecodedTransaction {
  readonly trades: ChainTrade[];
  readonly listings: ListingInput[];
  readonly fills: LimitFillInput[];
  readonly closes: LimitCloseInput[];
  readonly touched: TouchedBalance[];
}

/** Which accounts are which contracts. */
export interface DecodeOptions {
  readonly venues: Readonly<Record<string, VenueAccount>>;
  readonly limitContract: string;
  /** Contracts that trade for users (the router): a swap they send is credited to the transaction's signer. */
  readonly intermediaries: ReadonlySet<string>;
  readonly limitTokens: LimitLogContext;
  readonly warn: (message: string) => void;
}

type Asset = { amount: bigint; symbol: { precision: number; code: string } };
const isAsset = (value: unknown): value is Asset =>
  typeof value === 'object' && value !== null && typeof (value as Asset).amount === 'bigint' && typeof (value as Asset).symbol?.code === 'string';
const isSymbol = (value: unknown): value is Asset['symbol'] =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Asset['symbol']).code === 'string' &&
  typeof (value as Asset['symbol']).precision === 'number';

const tokenOf = (contract: string, symbol: Asset['symbol']): TokenRef => ({ contract, code: symbol.code, precision: symbol.precision });

/** The balances a token action moves (eosio.token's actions, on any contract that has them). */
function touchedBy(contract: string, name: string, data: Record<string, unknown>, signer: string | undefined): TouchedBalance[] {
  const quantity = data.quantity;
  if (name === 'transfer' && isAsset(quantity) && typeof data.from === 'string' && typeof data.to === 'string') {
    const token = tokenOf(contract, quantity.symbol);
    return [
      { token, owner: data.from },
      { token, owner: data.to },
    ];
  }
  if (name === 'issue' && isAsset(quantity) && typeof data.to === 'string') return [{ token: tokenOf(contract, quantity.symbol), owner: data.to }];
  if (name === 'retire' && isAsset(quantity) && signer !== undefined) return [{ token: tokenOf(contract, quantity.symbol), owner: signer }];
  if ((name === 'open' || name === 'close') && isSymbol(data.symbol) && typeof data.owner === 'string')
    return [{ token: tokenOf(contract, data.symbol), owner: data.owner }];
  return [];
}

/**
 * The token contracts the limit contract paid out of in this transaction, by `<code>,<precision>`
 * and by `<order id>:<code>,<precision>` for payouts with a `fill:<id>` memo: `logorderfill` names
 * its amounts as bare assets, and a code alone does not tell two tokens of the same ticker apart.
 */
function limitPayouts(actions: ExecutedTransaction['actions'], limitContract: string): Map<string, string> {
  const contracts = new Map<string, string>();
  for (const action of actions) {
    if (action.name !== 'transfer' || action.receiver !== action.account) continue;
    const data = action.data as Record<string, unknown> | null;
    if (data === null || typeof data !== 'object' || data.from !== limitContract || !isAsset(data.quantity)) continue;
    const key = `${data.quantity.symbol.code},${data.quantity.symbol.precision}`;
    if (!contracts.has(key)) contracts.set(key, action.account);
    const fill = typeof data.memo === 'string' ? /^fill:(\d+)$/.exec(data.memo) : null;
    if (fill) contracts.set(`${fill[1]}:${key}`, action.account);
  }
  return contracts;
}

/** The actions readLog files. */
const LOG_NAMES = new Set(['logswap', 'buymatch', 'sellmatch', 'logpool', 'logorderfill', 'logorderclose']);

/** Files a venue's or the limit contract's log action (a trade, a listing, a fill or a close). */
function readLog(
  out: DecodedTransaction,
  tx: ExecutedTransaction,
  index: number,
  venue: VenueAccount | undefined,
  options: DecodeOptions,
  rootActor: (ordinal: number) => string | undefined,
  fillTokens: (raw: unknown) => LimitLogContext,
): void {
  const action = tx.actions[index]!;
  const seq = action.globalSequence;
  const meta = { globalSequence: seq, time: tx.blockTime, trxId: tx.id };
  const json = () => (tx.actionTraces[index]?.act as { data?: unknown } | undefined)?.data;
  if (venue !== undefined) {
    const trader = (sender: string) =>
      options.intermediaries.has(sender) || options.venues[sender] !== undefined ? (rootActor(action.actionOrdinal) ?? sender) : sender;
    if (action.name === 'logswap') out.trades.push({ ...readSwapLog(venue, json(), trader), venue, globalSequence: seq });
    else if (action.name === 'buymatch' || action.name === 'sellmatch')
      out.trades.push({ ...readMatchLog(venue, action.name === 'buymatch' ? 'buy' : 'sell', json()), venue, globalSequence: seq });
    else if (action.name === 'logpool') out.listings.push({ ...meta, ...readPoolLog(venue, json()) });
  } else if (action.name === 'logorderfill') {
    const data = json();
    out.fills.push({ ...meta, ...readLimitFill(data, fillTokens(data)) });
  } else if (action.name === 'logorderclose') out.closes.push({ ...meta, ...readLimitClose(json(), options.limitTokens) });
}

/** Decodes a transaction; a malformed log is reported through `warn` and skipped, never thrown. */
export function decodeTransaction(tx: ExecutedTransaction, options: DecodeOptions): DecodedTransaction {
  const out: DecodedTransaction = { trades: [], listings: [], fills: [], closes: [], touched: [] };
  const actions = tx.actions;
  let payouts: Map<string, string> | undefined;
  const fillTokens = (raw: unknown): LimitLogContext => {
    payouts ??= limitPayouts(actions, options.limitContract);
    const orderId = typeof raw === 'object' && raw !== null ? String((raw as { order_id?: unknown }).order_id) : '';
    const table = payouts;
    return {
      contractOf: (code, precision) =>
        table.get(`${orderId}:${code},${precision}`) ?? table.get(`${code},${precision}`) ?? options.limitTokens.contractOf(code, precision),
    };
  };
  // Built on first use: most transactions (the bots' book orders) carry no venue log that needs it.
  let byOrdinal: Map<number, ExecutedTransaction['actions'][number]> | undefined;
  const rootActor = (ordinal: number): string | undefined => {
    byOrdinal ??= new Map(actions.map((action) => [action.actionOrdinal, action]));
    let action = byOrdinal.get(ordinal);
    while (action !== undefined && action.creatorActionOrdinal !== 0) action = byOrdinal.get(action.creatorActionOrdinal);
    return action?.authorization[0]?.actor;
  };
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index]!;
    if (action.receiver !== action.account) continue;
    try {
      const venue = options.venues[action.account];
      if ((venue !== undefined || action.account === options.limitContract) && LOG_NAMES.has(action.name))
        readLog(out, tx, index, venue, options, rootActor, fillTokens);
      if (typeof action.data === 'object' && action.data !== null)
        out.touched.push(...touchedBy(action.account, action.name, action.data as Record<string, unknown>, action.authorization[0]?.actor));
    } catch (error) {
      options.warn(
        `indexer: ${action.account}::${action.name} at global sequence ${action.globalSequence} in ${tx.id} skipped: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return out;
}
